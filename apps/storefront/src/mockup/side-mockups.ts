import { renderMockupPreviewSvg, renderSideSvg, type DesignLayout, type MockupKind, type Rect } from '@dcs/design';
import type { ApiClient } from '../designer/api-client.ts';
import type { MockupsAnswer } from '../quick/shared-shop-data.ts';

/** A side's product photo and where its first print area lies on it (photo pixels). */
export interface SideMockup {
  sideId: string;
  url: string;
  widthPx: number;
  heightPx: number;
  placement: Rect;
  /** Flat on the photo, or wrapped around a mug whose front is the placement. */
  kind: MockupKind;
}

/** The mockups of a product by side id. */
export type ProductMockups = ReadonlyMap<string, SideMockup>;

/**
 * The product's mockup photos (`GET products/{id}/mockups`). A product without any, or an answer
 * that fails, gives no mockups: previews then show the plain side, never an error.
 */
export async function productMockups(api: ApiClient, productId: number): Promise<ProductMockups> {
  return mockupsFrom(api, await api.get<MockupsAnswer>(`products/${productId}/mockups`).catch(() => ({ sides: [] })));
}

/** The mockups of a `products/{id}/mockups` answer, by side, with absolute URLs and placements. */
export function mockupsFrom(api: ApiClient, answer: MockupsAnswer): ProductMockups {
  // The server answers the effective placement (stored, or its default rule); a side without a print area has none.
  return new Map(answer.sides.flatMap((side) => (side.placement
    ? [[side.side_id, { sideId: side.side_id, url: api.url(side.url), widthPx: side.width_px, heightPx: side.height_px, placement: side.placement, kind: side.kind ?? 'flat' }] as const]
    : [])));
}

/**
 * One side as the customer sees the product: composited onto its mockup photo with the server's
 * geometry when the side has one (tinted with the product's colour, `tint`; a mug's wrapped around
 * it), else the side itself on white.
 */
export function renderSidePreview(layout: DesignLayout, sideId: string, mockup: SideMockup | undefined, idPrefix: string, tint?: string): string {
  if (!mockup) return renderSideSvg(layout, sideId, { background: '#FFFFFF' });
  return renderMockupPreviewSvg(layout, sideId, { photoHref: mockup.url, photo: mockup, placement: mockup.placement, idPrefix, kind: mockup.kind, ...(tint ? { tint } : {}) });
}
