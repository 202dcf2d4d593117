import { readFileSync } from 'node:fs';
import { TYPE_CMYK_8, TYPE_RGB_8, INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_BLACKPOINTCOMPENSATION } from 'lcms-wasm';
import { describe, expect, it } from 'vitest';
import { createCmykColorConverter, type DeviceColor } from '../index.ts';
import { toolsAvailable } from '../testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC } from '../testing/print-fixtures.ts';
import { loadLcms } from './lcms.ts';

const available = toolsAvailable('CMYK color', [GHOSTSCRIPT_CMYK_ICC]);

/** The components of a device color. */
function values(color: DeviceColor): readonly number[] {
  if (color.space === 'Named') throw new Error('not a device color');
  return color.values;
}

describe.skipIf(!available)('createCmykColorConverter (Ghostscript default_cmyk.icc)', () => {
  const profile = () => new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC));

  it('uses palette CMYK exactly and sends neutral greys to black ink only', async () => {
    const colors = await createCmykColorConverter({ profile: profile() });
    expect(colors.vector({ name: 'Ocean', hex: '#0F6FB5', cmyk: [90, 45, 0, 5] })).toEqual({ space: 'DeviceCMYK', values: [0.9, 0.45, 0, 0.05] });
    expect(values(colors.vector('#000000'))).toEqual([0, 0, 0, 1]);
    expect(values(colors.vector('#FFFFFF'))).toEqual([0, 0, 0, 0]);
    const grey = values(colors.vector('#808080'));
    expect(grey.slice(0, 3)).toEqual([0, 0, 0]);
    expect(grey[3]).toBeGreaterThan(0.3);
    expect(grey[3]).toBeLessThan(0.7);
    // Darker greys need more black.
    expect(values(colors.vector('#404040'))[3]).toBeGreaterThan(grey[3]!);
  });

  it('converts other colors through LittleCMS with the intent and black-point compensation', async () => {
    const colors = await createCmykColorConverter({ profile: profile() });
    const [c, m, y] = values(colors.vector('#FF0000')) as number[];
    expect(c).toBeLessThan(0.05);
    expect(m).toBeGreaterThan(0.9);
    expect(y).toBeGreaterThan(0.9);
    const perceptual = await createCmykColorConverter({ profile: profile(), intent: 'perceptual', blackPointCompensation: false });
    expect(perceptual.outputIntent?.info).toBeTruthy();
  });

  it('converts a color the same after thousands of others filled its bounded cache', async () => {
    const colors = await createCmykColorConverter({ profile: profile() });
    const first = values(colors.vector('#3A7BD5'));
    // More distinct colors than the converter keeps (a long-running worker meets customers' picks).
    for (let index = 0; index < 5000; index++) colors.vector(`#${(index * 2654435761 % 0xffffff).toString(16).padStart(6, '0')}`);
    expect(values(colors.vector('#3A7BD5'))).toEqual(first);
  });

  it('converts photos through a lookup table within 2 levels of LittleCMS itself', async () => {
    const colors = await createCmykColorConverter({ profile: profile() });
    const lcms = await loadLcms();
    const icc = profile();
    const transform = lcms.cmsCreateTransform(lcms.cmsCreate_sRGBProfile(), TYPE_RGB_8, lcms.cmsOpenProfileFromMem(icc, icc.length), TYPE_CMYK_8, INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_BLACKPOINTCOMPENSATION);
    const rgb = new Uint8Array(3000);
    let seed = 7;
    for (let index = 0; index < rgb.length; index++) rgb[index] = seed = (seed * 1103515245 + 12345) % 256;
    const expected: Uint8Array = lcms.cmsDoTransform(transform, rgb, 1000);
    const actual = colors.pixels(rgb).data;
    let worst = 0;
    for (let index = 0; index < expected.length; index++) worst = Math.max(worst, Math.abs(expected[index]! - actual[index]!));
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('refuses a profile that is not a CMYK output profile', async () => {
    await expect(createCmykColorConverter({ profile: new Uint8Array(readFileSync('/usr/share/color/icc/ghostscript/default_rgb.icc')) })).rejects.toMatchObject({ code: 'svc_print_profile_invalid' });
    await expect(createCmykColorConverter({ profile: new Uint8Array(200) })).rejects.toMatchObject({ code: 'svc_print_profile_invalid' });
  });
});
