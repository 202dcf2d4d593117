/** A field of `GET /design-templates/quick-config` (docs/templates.md). */
export type QuickField =
  | { id: string; side: string; layer: string; type: 'text'; label: string; editable: boolean; default: string; maxLength: number | null; fontFamily: string; allowedFonts: string[]; allowedColors: string[] }
  | { id: string; side: string; layer: string; type: 'image'; label: string; editable: boolean; default: string; box: { width: number; height: number }; minPpi: number; minWidthPx: number; minHeightPx: number };

/** `GET /design-templates/quick-config?shop_product_id=`. */
export interface QuickConfig {
  shopProductId: number;
  templateId: number;
  templateName: string;
  thumbnailUrl: string | null;
  mockupUrl: string | null;
  fields: QuickField[];
}
