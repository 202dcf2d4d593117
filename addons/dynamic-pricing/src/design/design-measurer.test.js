import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDesign } from '@dcs/design';
import { startAddonTestSystem } from '@dcs/server/addon-testing';
import { createDesignMeasurer } from './design-measurer.js';
/** A one-side design of `count` rectangles (no font or image to load). */
function rectangles(count, fill) {
    return {
        schemaVersion: 3,
        name: `${count} rectangles`,
        sides: [
            {
                id: 'front',
                trim: { width: 200, height: 200 },
                printAreas: [{ id: 'main', x: 0, y: 0, width: 200, height: 200 }],
                elements: Array.from({ length: count }, (_, index) => ({
                    id: `r${index}`,
                    type: 'shape',
                    shape: 'rectangle',
                    transform: { x: index * 10, y: index * 10, width: 10, height: 10 },
                    fill,
                })),
            },
        ],
    };
}
const sha256 = (design) => createHash('sha256').update(JSON.stringify(validateDesign(design))).digest('base64url');
describe('design measurer', () => {
    let kit;
    beforeAll(async () => {
        kit = await startAddonTestSystem();
    });
    afterAll(() => kit.close());
    it.each([
        ['remembering hashes', undefined],
        ['with room for two designs in the hash memo', 2 * JSON.stringify(rectangles(4, '#112233')).length * 10],
        ['with no room in the hash memo', 0],
    ])('answers the hash of the normalized design and its figures, %s', async (_name, hashMemoChars) => {
        const measurer = createDesignMeasurer({ assets: kit.t.system.services.assets, clock: { now: () => Date.now() }, hashMemoChars });
        const designs = [1, 2, 3, 4].flatMap((count) => [rectangles(count, '#112233'), rectangles(count, '#445566')]);
        // Twice round, so the second pass meets designs the memo kept and designs it let go.
        for (const design of [...designs, ...designs.reverse()]) {
            const measured = await measurer.measure(design);
            expect(measured.hash).toBe(sha256(design));
            expect(measured.hash).toBe(measurer.hash(validateDesign(design)));
            expect(measured.figures.figures.shapes).toBe(design.sides[0].elements.length);
        }
    });
    it('validates every time, also a design whose hash it remembers', async () => {
        const measurer = createDesignMeasurer({ assets: kit.t.system.services.assets, clock: { now: () => Date.now() } });
        const design = rectangles(2, '#112233');
        await measurer.measure(design);
        const invalid = rectangles(2, '#112233');
        invalid.sides[0].trim = { width: -1, height: 200 };
        await expect(measurer.measure(invalid)).rejects.toMatchObject({ code: 'svc_design_invalid' });
        expect((await measurer.measure(design)).hash).toBe(sha256(design));
    });
});
