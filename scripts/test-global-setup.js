var __rewriteRelativeImportExtension = (this && this.__rewriteRelativeImportExtension) || function (path, preserveJsx) {
    if (typeof path === "string" && /^\.\.?\//.test(path)) {
        return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function (m, tsx, d, ext, cm) {
            return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : (d + ext + "." + cm.toLowerCase() + "js");
        });
    }
    return path;
};
/**
 * Debian packages the tests use: Chromium for the design package's browser-vs-Node layout test;
 * PDF and barcode tools, a CMYK test profile and TTF/OTF fonts for the print package's tests.
 */
const DEBIAN_REQUIREMENTS = [
    { provides: '/usr/bin/chromium', packages: ['chromium'] },
    { provides: 'qpdf', packages: ['qpdf'] },
    { provides: 'pdffonts', packages: ['poppler-utils'] },
    { provides: 'gs', packages: ['ghostscript'] },
    { provides: 'zbarimg', packages: ['zbar-tools'] },
    { provides: '/usr/share/color/icc/ghostscript/default_cmyk.icc', packages: ['libgs-common'] },
    { provides: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', packages: ['fonts-dejavu-core'] },
    { provides: '/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf', packages: ['fonts-urw-base35'] },
];
export default async function setup() {
    // A computed specifier: the helper is plain JavaScript without type declarations.
    const helper = new URL('./ensure-debian-packages.mjs', import.meta.url).href;
    const { ensureDebianPackages } = (await import(__rewriteRelativeImportExtension(helper)));
    const { missing } = ensureDebianPackages(DEBIAN_REQUIREMENTS);
    for (const requirement of missing) {
        console.warn(`[test setup] ${requirement.provides} is missing and could not be installed (needs root): ` +
            `apt-get install ${requirement.packages.join(' ')}. Tests that need it skip${process.env.CI === 'true' ? ' (and fail under CI=true)' : ''}.`);
    }
}
