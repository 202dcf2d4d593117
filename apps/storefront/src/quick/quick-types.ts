/** A field of `GET /design-templates/quick-config` (docs/templates.md). */
export type QuickField =
  | { id: string; side: string; layer: string; type: 'text'; label: string; editable: boolean; default: string; max_length: number | null; font_family: string; allowed_fonts: string[]; allowed_colors: string[] }
  | { id: string; side: string; layer: string; type: 'image'; label: string; editable: boolean; default: string; box: { width: number; height: number }; min_ppi: number; min_width_px: number; min_height_px: number };

/** `GET /design-templates/quick-config?shop_product_id=`. */
export interface QuickConfig {
  shop_product_id: number;
  template_id: number;
  template_name: string;
  thumbnail_url: string | null;
  mockup_url: string | null;
  fields: QuickField[];
}
