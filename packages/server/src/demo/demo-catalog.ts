import { isSvcError, type Product, type ProductInput, type ShopService } from '@dcs/platform';

/** A region of a side where the product can be printed, in millimetres from the trim box's top-left corner. */
export interface DemoPrintArea {
  id: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One designable side as `product.meta.sides` carries it; the shape of the design package's
 * `DesignSide` without elements. All lengths in millimetres.
 */
export interface DemoSide {
  id: string;
  name: string;
  trim: { width: number; height: number };
  bleed: number;
  safeMargin: number;
  printAreas: DemoPrintArea[];
  /** Key of a mockup image in storage (the demo seed gives the T-shirt's sides one, see demo-mockups.ts). */
  mockup: string | null;
  /** Set by the products resource once a side has a mockup photo. */
  mockupMediaId?: number | null;
  mockupPlacement?: { x: number; y: number; width: number; height: number } | null;
  /** How previews lay the design on the product (a mug's wrap, else flat). */
  mockupKind?: 'flat' | 'mug';
}

function side(id: string, name: string, trim: DemoSide['trim'], rest: Omit<DemoSide, 'id' | 'name' | 'trim' | 'mockup'>): DemoSide {
  return { id, name, trim, ...rest, mockup: null };
}

const values = (entries: Array<[value: string, label: string, priceDelta: number, swatch?: string]>) =>
  entries.map(([value, label, priceDelta, swatch]) => ({ value, label, priceDelta, ...(swatch ? { swatch } : {}) }));

/** The demo shop: a T-shirt printed front and back, a wrap-around mug and a business card, in EUR. */
export const DEMO_PRODUCTS: readonly ProductInput[] = [
  {
    name: 'Organic Cotton T-Shirt',
    sku: 'DEMO-TSHIRT',
    basePrice: 1490,
    currency: 'EUR',
    options: [
      {
        name: 'size',
        label: 'Size',
        values: values([
          ['S', 'S', 0],
          ['M', 'M', 0],
          ['L', 'L', 0],
          ['XL', 'XL', 200],
          ['XXL', 'XXL', 400],
        ]),
      },
      {
        name: 'color',
        label: 'Color',
        values: values([
          // The swatch tints the shirt's mockup photos in the storefront.
          ['white', 'White', 0, '#FFFFFF'],
          ['black', 'Black', 150, '#232326'],
          ['navy', 'Navy', 150, '#1F2A44'],
          ['heather-grey', 'Heather grey', 150, '#A3A6AA'],
        ]),
      },
      {
        name: 'print',
        label: 'Printed sides',
        values: values([
          ['front', 'Front only', 0],
          ['front-back', 'Front and back', 600],
        ]),
      },
    ],
    meta: {
      printMethod: 'dtg',
      // The "print" option decides (and charges) the printed sides; the shirt colour is the blank.
      printedSides: { option: 'print', values: { front: ['front'], 'front-back': ['front', 'back'] } },
      mediaOption: 'color',
      // A garment has no bleed: the trim box is the flat-laid body, the print areas sit on the chest and back.
      sides: [
        side('front', 'Front', { width: 500, height: 700 }, {
          bleed: 0,
          safeMargin: 10,
          printAreas: [{ id: 'chest', name: 'Chest', x: 100, y: 120, width: 300, height: 400 }],
        }),
        side('back', 'Back', { width: 500, height: 700 }, {
          bleed: 0,
          safeMargin: 10,
          printAreas: [{ id: 'back', name: 'Back', x: 100, y: 100, width: 300, height: 450 }],
        }),
      ],
    },
  },
  {
    name: 'Ceramic Mug 330 ml',
    sku: 'DEMO-MUG',
    basePrice: 1290,
    currency: 'EUR',
    options: [
      {
        name: 'inner-color',
        label: 'Inside and handle',
        values: values([
          ['white', 'White', 0],
          ['black', 'Black', 150],
          ['red', 'Red', 150],
        ]),
      },
    ],
    meta: {
      printMethod: 'sublimation',
      // One side that wraps around the mug; the trim leaves the strip under the handle out.
      sides: [
        side('wrap', 'Wrap-around', { width: 210, height: 95 }, {
          bleed: 2,
          safeMargin: 4,
          printAreas: [{ id: 'wrap', name: 'Wrap-around', x: 0, y: 0, width: 210, height: 95 }],
          // Shown wrapped around a drawn mug in the designer, the grid and the cart.
          mockupKind: 'mug',
        }),
      ],
    },
  },
  {
    name: 'Business Cards 85 × 55 mm',
    sku: 'DEMO-BCARD',
    basePrice: 1990,
    currency: 'EUR',
    options: [
      {
        // Cards are sold in packs: the pack size is an option and the cart quantity counts packs.
        name: 'pack',
        label: 'Cards per pack',
        values: values([
          ['100', '100 cards', 0],
          ['250', '250 cards', 1000],
          ['500', '500 cards', 2000],
          ['1000', '1000 cards', 3500],
        ]),
      },
      {
        name: 'paper',
        label: 'Paper',
        values: values([
          ['matte-350', 'Matte 350 g/m²', 0],
          ['gloss-350', 'Gloss 350 g/m²', 0],
          ['recycled-350', 'Recycled 350 g/m²', 300],
          ['soft-touch-400', 'Soft-touch 400 g/m²', 1200],
        ]),
      },
      {
        name: 'print',
        label: 'Printed sides',
        values: values([
          ['front', 'Front only', 0],
          ['both', 'Front and back', 500],
        ]),
      },
    ],
    meta: {
      printMethod: 'digital',
      printedSides: { option: 'print', values: { front: ['front'], both: ['front', 'back'] } },
      // The cart quantity counts packs: "1 pack of 500 cards".
      quantityUnit: { unit: 'pack', unitPlural: 'packs', piecesOption: 'pack', piece: 'card', piecePlural: 'cards' },
      mediaOption: 'paper',
      sides: ['front', 'back'].map((id) =>
        side(id, id === 'front' ? 'Front' : 'Back', { width: 85, height: 55 }, {
          bleed: 2,
          safeMargin: 3,
          printAreas: [{ id: 'full', name: 'Full card', x: 0, y: 0, width: 85, height: 55 }],
        }),
      ),
    },
  },
];

/**
 * Seeds the demo catalogue into an empty shop and returns the products it created: none when the
 * shop already has a product, so `npm start` and `dcs demo` can call it on every run.
 */
export async function seedDemoCatalog(shop: ShopService): Promise<Product[]> {
  if ((await shop.listProducts({ status: 'all', perPage: 1 })).total > 0) return [];
  const created: Product[] = [];
  for (const input of DEMO_PRODUCTS) {
    try {
      created.push(await shop.createProduct(input));
    } catch (error) {
      // Another process seeding at the same moment got there first.
      if (isSvcError(error) && error.code === 'svc_product_sku_taken') continue;
      throw error;
    }
  }
  return created;
}
