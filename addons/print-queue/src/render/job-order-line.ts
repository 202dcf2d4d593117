import { sidesWithContent, type DesignDocument, type PreflightIssue, type PreflightReport } from '@dcs/design';
import { ticketIssue, type JobTicketInput } from '@dcs/print';
import type { OrderLine } from '@dcs/platform';
import type { FileNameValues } from '../hotfolder/file-name-pattern.ts';
import type { PrintingMethodSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobRecord } from '../jobs/print-job-store.ts';

/**
 * The sides that print: those the order line paid for and that carry content (an empty back never
 * prints a blank page). A line from before issue 29 has no record: every side with content. A design
 * with no content at all prints its first side, so the job still has a page to show.
 */
export function printedSides(design: DesignDocument, line: OrderLine | null): string[] {
  const withContent = sidesWithContent(design);
  const sides = line?.printedSides ? line.printedSides.filter((id) => withContent.includes(id)) : withContent;
  return sides.length > 0 ? sides : [design.sides[0]!.id];
}

/**
 * The preflight errors that hold the job: all of them, except photos below the resolution when the
 * customer accepted lower quality (they print, listed as warnings).
 */
export function blockingErrors(preflight: PreflightReport, line: OrderLine | null): PreflightIssue[] {
  const accepted = line?.lowResolutionAccepted === true;
  return preflight.errors.filter((issue) => !(accepted && issue.check === 'image_resolution'));
}

/** The file-name pattern's values of the order as sold (`{pieces}`, `{media}`, `{option:<name>}`). */
export function orderLineNameValues(job: PrintJobRecord): Pick<FileNameValues, 'pieces' | 'media' | 'options'> {
  const line = job.line;
  return {
    pieces: line?.quantity.pieces ?? job.quantity,
    media: line?.media?.value ?? '',
    options: Object.fromEntries((line?.options ?? []).map((option) => [option.name, option.value])),
  };
}

/**
 * What the ticket says about the order as sold and how it prints: the line's options, quantity
 * meaning and media, the printed sides and pages (one per print area for garment methods), the
 * output, a forced job's overridden errors and who forced it, and the warnings (accepted
 * low-resolution photos among them).
 */
export function orderLineTicketInput(
  job: PrintJobRecord,
  design: DesignDocument,
  preflight: PreflightReport,
  method: PrintingMethodSettings,
  sides: readonly string[],
): Pick<JobTicketInput, 'quantityMeaning' | 'options' | 'media' | 'sides' | 'pages' | 'output' | 'forced' | 'warnings' | 'lowResolutionAccepted'> {
  const { line } = job;
  const garment = method.kind === 'garment';
  const blocking = blockingErrors(preflight, line);
  const overridden = job.force ? blocking.map(ticketIssue) : [];
  return {
    ...(line ? { quantityMeaning: line.quantity, options: line.options, media: line.media } : {}),
    sides,
    pages: sides.flatMap((sideId) => (garment ? design.sides.find((side) => side.id === sideId)!.printAreas.map((area) => ({ sideId, areaId: area.id as string | null })) : [{ sideId, areaId: null }])),
    output: { kind: garment ? 'garment' : 'sheet', background: garment && method.transparentBackground === false ? 'white' : 'transparent', cropMarks: !garment && method.cropMarks },
    forced: overridden.length > 0 ? { by: job.forcedBy, errors: overridden } : null,
    // Accepted low-resolution photos are listed with the warnings: the press sees why they are soft.
    warnings: [...preflight.errors.filter((issue) => !blocking.includes(issue)), ...preflight.warnings].map(ticketIssue),
    lowResolutionAccepted: line?.lowResolutionAccepted === true,
  };
}
