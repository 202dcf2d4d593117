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
