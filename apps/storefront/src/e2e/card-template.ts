import type { HttpTestClient } from '../../../../packages/server/src/testing/http-test-client.ts';

/**
 * The business-card template the browser tests assign to the demo cards (85 × 55 mm, 2 mm bleed): a
 * locked full-bleed background, a name placeholder of at most 30 characters, a job title, and a
 * free accent bar. Plain colours well inside every CMYK gamut, so preview and print compare by value.
 */
export function cardTemplate(extra: ReadonlyArray<Record<string, unknown>> = []) {
  const permissions = (free: boolean, maxLength: number | null = null) => ({ movable: free, resizable: free, editable: true, removable: free, maxLength });
  const base = { layer: '', opacity: 1, visible: true, locked: false, placeholder: false };
  const text = (id: string, content: string, y: number, size: number, weight: number, maxLength: number | null) => ({
    ...base, id, type: 'text', placeholder: true, permissions: permissions(false, maxLength), content, fontFamily: 'Roboto', fontWeight: weight, fontStyle: 'normal',
    fontSize: size, lineHeight: 1.2, letterSpacing: 0, align: 'left', verticalAlign: 'top', overflow: 'shrink', fill: '#1E2A3A', stroke: null,
    transform: { x: 8, y, width: 60, height: size * 0.55, rotation: 0 },
  });
  return {
    schemaVersion: 3,
    name: 'Classic card',
    sides: [
      {
        id: 'front', name: 'Front', trim: { width: 85, height: 55 }, bleed: 2, safeMargin: 3,
        printAreas: [{ id: 'card', name: 'Card', x: 0, y: 0, width: 85, height: 55 }],
        elements: [
          { ...base, id: 'background', type: 'shape', locked: true, permissions: permissions(false), shape: 'rectangle', path: null, cornerRadius: 0, fill: '#F3EBDD', stroke: null, transform: { x: -2, y: -2, width: 89, height: 59, rotation: 0 } },
          { ...base, id: 'bar', type: 'shape', permissions: permissions(true), shape: 'rectangle', path: null, cornerRadius: 0, fill: '#2F6B4F', stroke: null, transform: { x: 8, y: 30, width: 30, height: 1.5, rotation: 0 } },
          text('name', 'Your name', 12, 16, 700, 30),
          text('title', 'Your job title', 34, 9, 400, 40),
          ...extra.map((element) => ({ ...base, permissions: permissions(true), ...element })),
        ],
      },
      { id: 'back', name: 'Back', trim: { width: 85, height: 55 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'card', name: 'Card', x: 0, y: 0, width: 85, height: 55 }], elements: [] },
    ],
  };
}

/**
 * Creates the template through the admin API (as "Classic card", or `name` with `extra` elements) and
 * assigns it to the demo business cards (product 3).
 */
export async function assignClassicCard(admin: HttpTestClient, options: { name?: string; extra?: ReadonlyArray<Record<string, unknown>> } = {}): Promise<number> {
  const created = await admin.post('/wp-json/svc/v1/design-templates', { name: options.name ?? 'Classic card', design: cardTemplate(options.extra) });
  if (created.status !== 201) throw new Error(`creating the template answered ${created.status}: ${created.text}`);
  const assigned = await admin.post(`/wp-json/svc/v1/design-templates/${created.body.id}/assign`, { shop_product_id: 3 });
  if (assigned.status !== 200 && assigned.status !== 201) throw new Error(`assigning the template answered ${assigned.status}: ${assigned.text}`);
  return created.body.id as number;
}
