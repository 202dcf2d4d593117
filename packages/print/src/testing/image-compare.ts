import sharp from 'sharp';

/** Share (0–1) of pixels whose RGB channels differ by more than `tolerance` (0–255); images are flattened on white. */
export async function pngDifference(a: Uint8Array, b: Uint8Array, tolerance = 32): Promise<{ share: number; width: number; height: number }> {
  const decode = (bytes: Uint8Array) => sharp(bytes).flatten({ background: '#FFFFFF' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, right] = await Promise.all([decode(a), decode(b)]);
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) {
    throw new Error(`sizes differ: ${left.info.width}×${left.info.height} and ${right.info.width}×${right.info.height}`);
  }
  let differing = 0;
  for (let index = 0; index < left.data.length; index += 3) {
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs(left.data[index + channel]! - right.data[index + channel]!) > tolerance) {
        differing++;
        break;
      }
    }
  }
  const pixels = left.info.width * left.info.height;
  return { share: differing / pixels, width: left.info.width, height: left.info.height };
}

/**
 * Like {@link pngDifference}, with anti-aliasing fuzz: a pixel differs only when, in some channel,
 * it lies outside the range the other image spans within `radius` of it (widened by `tolerance`),
 * checked both ways. An edge two rasterizers cover by different fractions of a pixel shows a value
 * between its neighbours' and does not count; a missing stroke or a wrong color does.
 */
export async function pngDifferenceFuzzy(a: Uint8Array, b: Uint8Array, tolerance = 32, radius = 1): Promise<{ share: number; width: number; height: number }> {
  const decode = (bytes: Uint8Array) => sharp(bytes).flatten({ background: '#FFFFFF' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, right] = await Promise.all([decode(a), decode(b)]);
  const { width, height } = left.info;
  if (width !== right.info.width || height !== right.info.height) throw new Error(`sizes differ: ${width}×${height} and ${right.info.width}×${right.info.height}`);
  const within = (from: Buffer, to: Buffer, x: number, y: number) => {
    const at = (y * width + x) * 3;
    for (let channel = 0; channel < 3; channel++) {
      let [low, high] = [255, 0];
      for (let ny = Math.max(0, y - radius); ny <= Math.min(height - 1, y + radius); ny++) {
        for (let nx = Math.max(0, x - radius); nx <= Math.min(width - 1, x + radius); nx++) {
          const value = to[(ny * width + nx) * 3 + channel]!;
          low = Math.min(low, value);
          high = Math.max(high, value);
        }
      }
      const value = from[at + channel]!;
      if (value < low - tolerance || value > high + tolerance) return false;
    }
    return true;
  };
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (!within(left.data, right.data, x, y) || !within(right.data, left.data, x, y)) differing++;
  }
  return { share: differing / (width * height), width, height };
}
