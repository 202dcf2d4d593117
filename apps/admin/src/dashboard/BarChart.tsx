/** One bar of {@link BarChart}. */
export interface Bar {
  label: string;
  value: number;
  color?: string;
}

/** A round step (1, 2 or 5 times a power of ten) that splits `max` into about `count` parts. */
export function niceStep(max: number, count = 4): number {
  const raw = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= raw)! * power;
  return Math.max(1, step);
}

/** `label` cut to about `chars` characters with an ellipsis, whole when it fits. */
function fit(label: string, chars: number): string {
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;
}

/**
 * A bar chart drawn as plain SVG (no chart library: a few hundred bytes instead of ~100 KB gzip), with
 * a value axis (round ticks and grid lines) so the bars can be read without hovering. Labels are cut to
 * their bar's width and given whole in each bar's tooltip. Screen readers get the figures as a list
 * through `aria-label` on the chart.
 */
export function BarChart({ bars, title, height = 200, format = String }: { bars: readonly Bar[]; title: string; height?: number; format?: (value: number) => string }) {
  const step = niceStep(Math.max(0, ...bars.map((bar) => bar.value)));
  const top = step * Math.max(1, Math.ceil(Math.max(0, ...bars.map((bar) => bar.value)) / step));
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // One coordinate system for every chart, so labels have the same size whatever the bar count.
  const width = 600;
  const axis = Math.min(120, 14 + 8 * Math.max(...ticks.map((tick) => format(tick).length)));
  const plot = height - 8;
  // A lone bar stays a bar, not a slab.
  const slot = Math.min((width - axis) / Math.max(1, bars.length), 90);
  const labelEvery = Math.ceil(bars.length / 8);
  const labelChars = Math.max(3, Math.floor((slot * labelEvery) / 8));
  const y = (value: number) => plot - (value / top) * (plot - 8);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${width} ${height + 36}`} width="100%" role="img" aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${format(bar.value)}`).join(', ')}`}>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line x1={axis} x2={width} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#9e9e9e' : '#e0e0e0'} />
            <text x={axis - 6} y={y(tick) + 5} fontSize={13} textAnchor="end" fill="#4a4a4a">
              {format(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = axis + index * slot + slot * 0.15;
          return (
            <g key={bar.label}>
              <rect x={x} y={y(bar.value)} width={slot * 0.7} height={plot - y(bar.value)} fill={bar.color ?? '#1b5e9e'} rx={2}>
                <title>{`${bar.label}: ${format(bar.value)}`}</title>
              </rect>
              {bar.value > 0 && bars.length <= 12 ? (
                <text x={x + slot * 0.35} y={y(bar.value) - 4} fontSize={14} textAnchor="middle" fill="#1a1a1a">
                  {format(bar.value)}
                </text>
              ) : null}
              {index % labelEvery === 0 ? (
                <text x={x + slot * 0.35} y={plot + 20} fontSize={14} textAnchor="middle" fill="#4a4a4a">
                  <title>{bar.label}</title>
                  {fit(bar.label, labelChars)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
