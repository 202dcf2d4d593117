/**
 * The demo's cliparts: simple shapes drawn for dcs (no third-party art), each flat color a region
 * customers can recolor. Folders are categories, as in a clipart ZIP import.
 */
export interface DemoClipart {
  category: string;
  title: string;
  tags: string[];
  svg: string;
}

const svg = (viewBox: string, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;

/** Points of a regular star, centred in a 100 × 100 box. */
function starPoints(spikes: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    points.push(`${(50 + radius * Math.cos(angle)).toFixed(2)},${(50 + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

/** Rays of a sun: thin triangles around the centre. */
function sunRays(count: number): string {
  const rays: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (2 * Math.PI * i) / count;
    const tip = [50 + 46 * Math.cos(angle), 50 + 46 * Math.sin(angle)];
    const left = [50 + 30 * Math.cos(angle - 0.18), 50 + 30 * Math.sin(angle - 0.18)];
    const right = [50 + 30 * Math.cos(angle + 0.18), 50 + 30 * Math.sin(angle + 0.18)];
    rays.push(`M${left.map((n) => n.toFixed(2)).join(' ')} L${tip.map((n) => n.toFixed(2)).join(' ')} L${right.map((n) => n.toFixed(2)).join(' ')} Z`);
  }
  return rays.join(' ');
}

/** Petals of a flower: circles around the centre. */
function petals(count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    return `<circle cx="${(50 + 22 * Math.cos(angle)).toFixed(2)}" cy="${(50 + 22 * Math.sin(angle)).toFixed(2)}" r="16"/>`;
  }).join('');
}

export const DEMO_CLIPARTS: readonly DemoClipart[] = [
  { category: 'Shapes', title: 'Star', tags: ['star', 'award'], svg: svg('0 0 100 100', `<polygon points="${starPoints(5, 48, 20)}" fill="#F9C74F"/>`) },
  { category: 'Shapes', title: 'Heart', tags: ['heart', 'love'], svg: svg('0 0 100 90', '<path d="M50 88 C20 64 2 46 2 26 C2 12 13 2 27 2 C37 2 45 8 50 17 C55 8 63 2 73 2 C87 2 98 12 98 26 C98 46 80 64 50 88 Z" fill="#E63946"/>') },
  { category: 'Shapes', title: 'Badge', tags: ['badge', 'seal', 'label'], svg: svg('0 0 100 100', `<polygon points="${starPoints(16, 49, 42)}" fill="#1D4E89"/><circle cx="50" cy="50" r="32" fill="#FFFFFF"/><circle cx="50" cy="50" r="26" fill="#1D4E89"/>`) },
  { category: 'Shapes', title: 'Speech bubble', tags: ['bubble', 'talk', 'quote'], svg: svg('0 0 100 90', '<path d="M10 4 H90 A8 8 0 0 1 98 12 V58 A8 8 0 0 1 90 66 H40 L18 86 L22 66 H10 A8 8 0 0 1 2 58 V12 A8 8 0 0 1 10 4 Z" fill="#2A9D8F"/>') },
  { category: 'Nature', title: 'Sun', tags: ['sun', 'summer'], svg: svg('0 0 100 100', `<path d="${sunRays(12)}" fill="#F4A261"/><circle cx="50" cy="50" r="24" fill="#F9C74F"/>`) },
  { category: 'Nature', title: 'Leaf', tags: ['leaf', 'eco', 'green'], svg: svg('0 0 100 100', '<path d="M12 88 C12 40 40 10 92 8 C90 60 60 88 12 88 Z" fill="#2A9D8F"/><path d="M14 86 L70 30 L72 32 L16 88 Z" fill="#B7E4C7"/>') },
  { category: 'Nature', title: 'Flower', tags: ['flower', 'spring'], svg: svg('0 0 100 100', `<g fill="#F8C8DC">${petals(6)}</g><circle cx="50" cy="50" r="13" fill="#F9C74F"/>`) },
  { category: 'Nature', title: 'Mountains', tags: ['mountain', 'outdoor', 'travel'], svg: svg('0 0 120 70', '<path d="M0 70 L38 14 L62 46 L80 24 L120 70 Z" fill="#1D4E89"/><path d="M38 14 L48 29 L42 27 L36 31 L30 26 Z" fill="#FFFFFF"/>') },
  { category: 'Celebrations', title: 'Balloon', tags: ['balloon', 'party', 'birthday'], svg: svg('0 0 60 100', '<ellipse cx="30" cy="30" rx="26" ry="29" fill="#E63946"/><path d="M26 58 L34 58 L30 64 Z" fill="#E63946"/><path d="M29.4 64 L30.6 64 C32 76 27 84 31 98 L29 98 C25 84 30 76 29.4 64 Z" fill="#8C8279"/>') },
  { category: 'Celebrations', title: 'Gift', tags: ['gift', 'present', 'christmas'], svg: svg('0 0 100 100', '<rect x="10" y="36" width="80" height="60" fill="#6A4C93"/><rect x="4" y="24" width="92" height="16" fill="#6A4C93"/><rect x="44" y="24" width="12" height="72" fill="#F9C74F"/><path d="M50 24 C36 4 18 10 26 22 Z M50 24 C64 4 82 10 74 22 Z" fill="#F9C74F"/>') },
  { category: 'Sports', title: 'Ball', tags: ['ball', 'football', 'soccer'], svg: svg('0 0 100 100', `<circle cx="50" cy="50" r="46" fill="#FFFFFF"/><path d="M50 2 A48 48 0 1 1 49.99 2 Z M50 6 A44 44 0 1 0 50.01 6 Z" fill="#1A1A1A"/><polygon points="${starPoints(5, 16, 13)}" fill="#1A1A1A"/>`) },
  { category: 'Sports', title: 'Trophy', tags: ['trophy', 'cup', 'winner'], svg: svg('0 0 100 100', '<path d="M26 6 H74 V30 C74 46 62 56 50 56 C38 56 26 46 26 30 Z" fill="#F9C74F"/><path d="M26 12 H10 C10 30 18 38 28 40 L28 34 C20 32 16 26 16 18 H26 Z M74 12 H90 C90 30 82 38 72 40 L72 34 C80 32 84 26 84 18 H74 Z" fill="#F4A261"/><rect x="44" y="56" width="12" height="18" fill="#F4A261"/><rect x="30" y="74" width="40" height="18" fill="#8C8279"/>') },
];
