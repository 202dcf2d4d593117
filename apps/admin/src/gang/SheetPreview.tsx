import type { GangSheet } from './gang-types.ts';
import { jobColor } from './gang-types.ts';

type SheetLayout = Extract<GangSheet['layout'], { kind: 'sheet'; imposition: unknown }>;

/** A press sheet of a gang run: each cell in its job's colour (first form), crop marks and the slug band. */
export function SheetPreview({ layout, zoom }: { layout: SheetLayout; zoom: number }) {
  const { imposition } = layout;
  const form = layout.forms[0];
  return (
    <svg role="img" aria-label={`Press sheet: ${imposition.piecesPerSheet} up`} width={imposition.sheet.width * zoom} height={imposition.sheet.height * zoom} viewBox={`0 0 ${imposition.sheet.width} ${imposition.sheet.height}`} style={{ background: '#fff', border: '1px solid #999' }}>
      {imposition.cells.map((cell) => {
        const job = form?.cellJobs[cell.index] ?? null;
        return (
          <g key={cell.index}>
            <rect {...cell.bleed} fill={job ? jobColor(job) : '#f4f4f4'} opacity={0.5} />
            <rect {...cell.trim} fill={job ? jobColor(job) : '#f4f4f4'} />
          </g>
        );
      })}
      {imposition.marks.map((mark, index) => (
        <line key={index} {...mark} stroke="#000" strokeWidth={0.25} />
      ))}
      {imposition.slug ? <rect {...imposition.slug} fill="none" stroke="#888" strokeDasharray="2 2" strokeWidth={0.4} /> : null}
    </svg>
  );
}
