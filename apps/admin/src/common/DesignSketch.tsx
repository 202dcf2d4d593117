/** A design side as far as the sketch needs it (mm, from the trim box's top-left corner). */
interface SketchSide {
  id: string;
  name?: string;
  trim: { width: number; height: number };
  bleed?: number;
  safeMargin?: number;
  printAreas?: Array<{ id: string; x: number; y: number; width: number; height: number }>;
  elements?: SketchElement[];
}
interface SketchElement {
  id: string;
  type: string;
  transform?: { x: number; y: number; width: number; height: number; rotation?: number };
  fill?: string | { hex?: string };
  content?: string;
  shape?: string;
  visible?: boolean;
  children?: SketchElement[];
}

const fillOf = (element: SketchElement) => (typeof element.fill === 'string' ? element.fill : (element.fill?.hex ?? 'none'));

/**
 * A quick drawing of one design side: trim and bleed, print areas (dashed), each element's box, and
 * the elements a report flags outlined in red. It reads the design JSON only, so it works for any
 * design the API returns (order items, saved designs) without rendering on the server.
 */
export function DesignSketch({ side, flagged = new Set<string>(), width = 320, title }: { side: SketchSide; flagged?: ReadonlySet<string>; width?: number; title: string }) {
  const bleed = side.bleed ?? 0;
  const box = `${-bleed} ${-bleed} ${side.trim.width + 2 * bleed} ${side.trim.height + 2 * bleed}`;
  const stroke = Math.max(side.trim.width, side.trim.height) / 300;
  const draw = (element: SketchElement): React.ReactNode => {
    const t = element.transform;
    // A hidden element (the configurator's `hide`) does not print.
    if (element.visible === false) return null;
    if (!t) return element.children?.map(draw);
    const bad = flagged.has(element.id);
    const transform = t.rotation ? `rotate(${t.rotation} ${t.x + t.width / 2} ${t.y + t.height / 2})` : undefined;
    return (
      <g key={element.id} transform={transform}>
        {element.type === 'text' ? (
          <text x={t.x} y={t.y + t.height * 0.8} fontSize={t.height * 0.8} fill={fillOf(element) === 'none' ? '#000' : fillOf(element)} textLength={t.width} lengthAdjust="spacingAndGlyphs">
            {element.content ?? ''}
          </text>
        ) : element.type === 'shape' && element.shape === 'ellipse' ? (
          <ellipse cx={t.x + t.width / 2} cy={t.y + t.height / 2} rx={t.width / 2} ry={t.height / 2} fill={fillOf(element)} />
        ) : (
          <rect x={t.x} y={t.y} width={t.width} height={t.height} rx={element.type === 'shape' ? 0 : stroke} fill={element.type === 'shape' ? fillOf(element) : '#e3ecf5'} fillOpacity={element.type === 'shape' ? 1 : 0.8} />
        )}
        {bad ? <rect x={t.x} y={t.y} width={t.width} height={t.height} fill="none" stroke="#d32f2f" strokeWidth={stroke * 3} /> : null}
        {element.children?.map(draw)}
      </g>
    );
  };
  return (
    <svg viewBox={box} width={width} role="img" aria-label={title} style={{ background: '#fafafa', border: '1px solid #ccc', maxWidth: '100%' }}>
      <rect x={0} y={0} width={side.trim.width} height={side.trim.height} fill="#fff" stroke="#9e9e9e" strokeWidth={stroke} />
      {side.elements?.map(draw)}
      {side.printAreas?.map((area) => (
        <rect key={area.id} x={area.x} y={area.y} width={area.width} height={area.height} fill="none" stroke="#1b5e9e" strokeDasharray={`${stroke * 4} ${stroke * 3}`} strokeWidth={stroke} />
      ))}
    </svg>
  );
}

export type { SketchSide };
