import type { AssetSource, Clock, DatabaseService, SettingsService, StorageService } from '@dcs/platform';
import { createAddonRegistry } from '../addons/addon-registry.ts';
import { loadInstallationTrust } from '../addons/addon-trust.ts';
import { FIRST_PARTY_SLUGS } from '../addons/first-party-addons.ts';
import { UsageRegistry } from './common/usage-registry.ts';
import { ColorStore } from './colors/color-store.ts';
import { CategoryStore } from './categories/category-store.ts';
import { ClipartLibrary } from './cliparts/clipart-library.ts';
import { createSvgClipartConverter, type SvgClipartConverter } from './cliparts/clipart-asset.ts';
import { createFontSource } from './fonts/font-source.ts';
import { createClipartRecords } from './cliparts/clipart-store.ts';
import { CustomerDesignStore } from './customer-designs/customer-design-store.ts';
import { LicenseStore } from './license/license-store.ts';
import { FontStore } from './fonts/font-store.ts';
import { loadHostedFontCatalog, type HostedFont } from './fonts/hosted-font-catalog.ts';
import { lazyLcms } from './icc-profiles/icc-header.ts';
import { IccProfileStore } from './icc-profiles/icc-profile-store.ts';
import { MediaStore } from './media/media-store.ts';
import { PrintingMethodStore } from './printing/printing-method-store.ts';
import { TextStyleCardStore } from './text-style-cards/text-style-card-store.ts';
import { defineAdminSettings, type AdminSettings } from './settings/admin-settings.ts';

/** What the resource stores are built from: host services only, so the composition root can build them before the facade. */
export interface ResourceStoresDeps {
  database: DatabaseService;
  clock: Clock;
  storage: StorageService;
  settings: SettingsService;
  /** The addon manager's trust file (`keys.json` format): license keys are verified against the same keys. */
  addonTrustFile: string;
}

/** The admin resources' stores, shared by their routes and by the facade services built over them (`media`, `assets`). */
export interface ResourceStores {
  usage: UsageRegistry;
  settings: AdminSettings;
  colors: ColorStore;
  media: MediaStore;
  categories: CategoryStore;
  methods: PrintingMethodStore;
  profiles: IccProfileStore;
  cliparts: ClipartLibrary;
  /** SVG cliparts and uploads into the drawing designs print (text outlined with the shop's fonts). */
  svgCliparts: SvgClipartConverter;
  /** The shop's fonts (library and hosted families, with the fallback chain) as an asset source. */
  fontSource: AssetSource;
  /** The hosted font catalog shipped with the server (@fontsource packages). */
  hostedFonts: HostedFont[];
  fonts: FontStore;
  cards: TextStyleCardStore;
  designs: CustomerDesignStore;
  licenses: LicenseStore;
}

/**
 * Builds every resource store once. The composition root owns them, so a facade service such as
 * `services.media` is a thin adapter over the same store the admin routes use, never a second copy.
 */
export function createResourceStores(deps: ResourceStoresDeps): ResourceStores {
  const { database, clock, storage } = deps;
  const usage = new UsageRegistry();
  const settings = defineAdminSettings(deps.settings);
  const media = new MediaStore({ database, clock, storage, settings });
  const categories = new CategoryStore({ database, clock });
  const hostedFonts = loadHostedFontCatalog();
  const colors = new ColorStore({ database, clock });
  const fonts = new FontStore({ database, clock, storage, catalog: hostedFonts });
  // One source of the shop's fonts (its cache of font files) for the assets service and the SVG converter.
  const fontSource = createFontSource({ fonts, chain: () => settings.fontFallbacks.get() });
  const svgCliparts = createSvgClipartConverter(async (request) => (await fontSource.loadFont?.(request)) ?? null);
  return {
    fontSource,
    svgCliparts,
    usage,
    settings,
    colors,
    media,
    categories,
    methods: new PrintingMethodStore({ database, clock }),
    profiles: new IccProfileStore({ database, clock, storage, lcms: lazyLcms() }),
    cliparts: new ClipartLibrary({ records: createClipartRecords({ database, clock }), media, categories, usage, converter: svgCliparts }),
    hostedFonts,
    fonts,
    cards: new TextStyleCardStore({ database, clock, fonts, colors }),
    designs: new CustomerDesignStore({ database, clock }),
    licenses: new LicenseStore({
      database,
      clock,
      trust: () => loadInstallationTrust(deps.addonTrustFile),
      addons: createAddonRegistry({ database, clock }),
      firstParty: [...FIRST_PARTY_SLUGS],
    }),
  };
}
