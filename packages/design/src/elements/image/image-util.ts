import type { Crop, ImageFilter } from '../../document/design-document.ts';
import { escapeXml, missingAssetSvg, num } from '../../render/svg-format.ts';
import type { ElementUtil } from '../element-util.ts';
import { feColorMatrixValues, isImageFiltered, NO_IMAGE_FILTER } from './image-filter.ts';

/** A raster image, cropped, flipped and filtered into its box. */
export const imageUtil: ElementUtil<'image'> = {
  type: 'image',

  getDefaults() {
    return { media: '', crop: { x: 0, y: 0, width: 1, height: 1 }, flipX: false, flipY: false, filter: { ...NO_IMAGE_FILTER } };
  },

  validate(input, base, path, context) {
    const cropInput = context.field(input, 'crop', path, (value, at) => context.object(value, at), { x: 0, y: 0, width: 1, height: 1 });
    const at = `${path}.crop`;
    const crop: Crop = {
      x: context.field(cropInput, 'x', at, (value, p) => context.number(value, p, 0, 1)),
      y: context.field(cropInput, 'y', at, (value, p) => context.number(value, p, 0, 1)),
      width: context.field(cropInput, 'width', at, (value, p) => context.number(value, p, 1e-6, 1)),
      height: context.field(cropInput, 'height', at, (value, p) => context.number(value, p, 1e-6, 1)),
    };
    if (crop.x + crop.width > 1 + 1e-9) context.fail(`${at}.width`, 'crop.x + crop.width must not exceed 1');
    if (crop.y + crop.height > 1 + 1e-9) context.fail(`${at}.height`, 'crop.y + crop.height must not exceed 1');
    const filterInput = context.field(input, 'filter', path, (value, p) => context.object(value, p), {});
    const fp = `${path}.filter`;
    const filter: ImageFilter = {
      tone: context.field(filterInput, 'tone', fp, (value, p) => context.oneOf(value, p, ['none', 'greyscale', 'sepia']), 'none'),
      brightness: context.field(filterInput, 'brightness', fp, (value, p) => context.number(value, p, -100, 100), 0),
      contrast: context.field(filterInput, 'contrast', fp, (value, p) => context.number(value, p, -100, 100), 0),
    };
    return {
      ...base,
      type: 'image',
      media: context.field(input, 'media', path, (value, p) => context.nonEmptyString(value, p)),
      crop,
      flipX: context.field(input, 'flipX', path, (value, p) => context.boolean(value, p), false),
      flipY: context.field(input, 'flipY', path, (value, p) => context.boolean(value, p), false),
      filter,
    };
  },

  requestResources(element, requests, path) {
    requests.image(element.media, `${path}.media`);
  },

  getInkBoxes(element) {
    return [{ x: 0, y: 0, width: element.transform.width, height: element.transform.height }];
  },

  collectMetrics(_element, metrics) {
    metrics.images += 1;
  },

  toSvg(element, context) {
    const href = context.resources.imageDataUri(element.media);
    if (!href) return context.resources.isMissing(element.media) ? missingAssetSvg(element.transform.width, element.transform.height) : '';
    const { width, height } = element.transform;
    // Scale the whole picture so that the crop region fills the box, then clip to the box.
    const scaleX = width / element.crop.width;
    const scaleY = height / element.crop.height;
    const flip = element.flipX || element.flipY
      ? ` transform="matrix(${element.flipX ? -1 : 1} 0 0 ${element.flipY ? -1 : 1} ${element.flipX ? num(width) : 0} ${element.flipY ? num(height) : 0})"`
      : '';
    const clip = context.clipRef({ x: 0, y: 0, width, height });
    const picture = `<g clip-path="url(#${clip})"><g${flip}><image href="${escapeXml(href)}" x="${num(-element.crop.x * scaleX)}" y="${num(-element.crop.y * scaleY)}" width="${num(scaleX)}" height="${num(scaleY)}" preserveAspectRatio="none"/></g></g>`;
    const filter = element.filter ?? NO_IMAGE_FILTER;
    if (!isImageFiltered(filter)) return picture;
    // In sRGB, as the print applies the matrix to sRGB samples (SVG filters default to linear RGB).
    // The filter's region is the box (a group's bounding box would be the whole uncropped photo).
    const id = context.uniqueId();
    return `<defs><filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${num(width)}" height="${num(height)}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${feColorMatrixValues(filter)}"/></filter></defs><g filter="url(#${id})">${picture}</g>`;
  },
};
