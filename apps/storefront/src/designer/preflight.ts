import { DEFAULT_PREFLIGHT_OPTIONS, type DesignDocument, type PreflightCheck, type PreflightIssue, type PreflightOptions } from '@dcs/design';
import type { MessageKey, Translate } from './i18n.ts';
import type { Quote } from './storefront-types.ts';

// The print queue's own preflight, run in the browser on the same layout: what the designer shows is
// what the queue decides (the functions live in @dcs/design, browser-safe; @dcs/print re-exports them).
export { preflightDesign, preflightOptionsForDpi, DEFAULT_PREFLIGHT_OPTIONS, type PreflightIssue, type PreflightReport, type PreflightOptions } from '@dcs/design';

/** What a sentence is made of besides the issue: the thresholds in force and the element's side. */
interface IssueFacts {
  data: Record<string, unknown>;
  settings: Required<PreflightOptions>;
  side: DesignDocument['sides'][number] | undefined;
  font: string;
  error: boolean;
}

// One entry per check of @dcs/design: a new check fails the typecheck here until it has its sentence.
const SENTENCES: Record<PreflightCheck, (t: Translate, facts: IssueFacts) => string> = {
  image_resolution: (t, { data, settings, error }) =>
    error
      ? t('preflight_image_resolution_error', { ppi: Number(data.ppi), min: settings.ppi.errorBelow })
      : t('preflight_image_resolution_warning', { ppi: Number(data.ppi), min: settings.ppi.warnBelow }),
  glyphs_missing: (t, { data }) => t('preflight_glyphs_missing', { characters: quotedCharacters(data) }),
  glyphs_fallback: (t, { data, font }) => t('preflight_glyphs_fallback', { font, characters: quotedCharacters(data) }),
  text_too_small: (t, { data, settings }) => t('preflight_text_too_small', { size: Number(data.fontSize), min: settings.minFontSizePt }),
  text_overflow: (t) => t('preflight_text_overflow'),
  hairline: (t, { data, settings }) => t('preflight_hairline', { width: Number(data.widthPt), min: settings.hairlinePt }),
  outside_print_area: (t) => t('preflight_outside_print_area'),
  bleed_missing: (t, { data }) => t('preflight_bleed_missing', { edges: ((data.edges ?? []) as string[]).map((edge) => t(`edge_${edge}` as MessageKey)).join(', ') }),
  crosses_safe_area: (t, { side }) => t('preflight_crosses_safe_area', { margin: side?.safeMargin ?? 0 }),
  asset_missing: (t, { data }) => t('preflight_asset_missing', { kind: String(data.kind) }),
  svg_feature_dropped: (t, { data }) => t('preflight_svg_feature_dropped', { feature: String(data.feature) }),
  qr_module_small: (t, { data }) => t('preflight_qr_module_small', { module: Number(data.moduleMm), size: Number(data.minSizeMm) }),
  qr_low_contrast: (t, { data, settings }) => (data.inverted ? t('preflight_qr_inverted') : t('preflight_qr_low_contrast', { contrast: Number(data.contrast), min: settings.minQrContrast })),
};

/**
 * The characters of an issue, quoted, each in Unicode bidi isolates (U+2068 … U+2069): an Arabic or
 * Hebrew letter quoted in an English sentence would otherwise carry the quotes and commas around it
 * into its right-to-left run and scramble them.
 */
export function quotedCharacters(data: Record<string, unknown>): string {
  return ((data.codePoints ?? []) as string[]).map((code) => `"\u2068${String.fromCodePoint(Number.parseInt(code.slice(2), 16))}\u2069"`).join(', ');
}

/**
 * An issue's sentence in the designer's language, from its check and data: the same facts as the
 * English `message` of `@dcs/design` (which the server's quote carries), at the thresholds in force.
 */
export function issueText(issue: PreflightIssue, t: Translate, context: { design: DesignDocument; options: PreflightOptions }): string {
  const side = context.design.sides.find((candidate) => candidate.id === issue.sideId);
  const element = side?.elements.find((candidate) => candidate.id === issue.elementId);
  const sentence = SENTENCES[issue.check];
  if (!sentence) return issue.message;
  return sentence(t, {
    data: issue.data as Record<string, unknown>,
    settings: { ...DEFAULT_PREFLIGHT_OPTIONS, ...context.options },
    side,
    font: element && 'fontFamily' in element ? String(element.fontFamily) : '',
    error: issue.severity === 'error',
  });
}

/**
 * The preflight errors that block add to cart: the browser's and the server's, less a photo below the
 * print resolution when the customer accepted lower quality where the shop allows it (`accepted`).
 */
export function blockingErrorCount(browser: readonly PreflightIssue[], server: Quote['preflight'] | undefined, accepted: boolean): number {
  const checks = [...browser.map((issue) => issue.check as string), ...(server?.issues ?? []).filter((issue) => issue.severity === 'error').map((issue) => issue.code)];
  return checks.filter((check) => !(accepted && check === 'image_resolution')).length;
}

/** Whether the design has a photo below the print resolution (an error the customer may accept where the shop allows it). */
export function hasLowResolution(browser: readonly PreflightIssue[]): boolean {
  return browser.some((issue) => issue.check === 'image_resolution' && issue.severity === 'error');
}
