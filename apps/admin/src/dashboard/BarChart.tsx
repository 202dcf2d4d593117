/** One bar of {@link BarChart}. */
export interface Bar {
  label: string;
  value: number;
  color?: string;
}

/**
 * A bar chart drawn as plain SVG (no chart library: a few hundred bytes instead of ~100 KB gzip).
 * Screen readers get the figures as a list through `aria-label` on each bar and the figure caption.
 */
export function BarChart({ bars, title, height = 200, format = String }: { bars: readonly Bar[]; title: string; height?: number; format?: (value: number) => string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  // One coordinate system for every chart, so labels have the same size whatever the bar count.
  const width = 600;
  // A lone bar stays a bar, not a slab.
  const slot = Math.min(width / Math.max(1, bars.length), 90);
  const labelEvery = Math.ceil(bars.length / 8);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${width} ${height + 36}`} width="100%" role="img" aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${format(bar.value)}`).join(', ')}`}>
        <line x1={0} x2={width} y1={height} y2={height} stroke="#9e9e9e" />
        {bars.map((bar, index) => {
          const h = (bar.value / max) * (height - 16);
          const x = index * slot + slot * 0.15;
          return (
            <g key={bar.label}>
              <rect x={x} y={height - h} width={slot * 0.7} height={h} fill={bar.color ?? '#1b5e9e'} rx={2}>
                <title>{`${bar.label}: ${format(bar.value)}`}</title>
              </rect>
              {bar.value > 0 && bars.length <= 12 ? (
                <text x={x + slot * 0.35} y={height - h - 4} fontSize={14} textAnchor="middle" fill="#1a1a1a">
                  {format(bar.value)}
                </text>
              ) : null}
              {index % labelEvery === 0 ? (
                <text x={Math.max(x + slot * 0.35, 20)} y={height + 16} fontSize={14} textAnchor="middle" fill="#4a4a4a">
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
