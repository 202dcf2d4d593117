/** A job in a gang run: same trim, paper and printing method as the others. */
export interface GangRunJob {
  id: string;
  quantity: number;
}

/** One form (a plate set) of a gang run: how many cells each job gets and how many sheets it runs. */
export interface GangForm {
  slots: { id: string; cells: number; pieces: number }[];
  /** Cell `i` of the imposition prints job `cellJobs[i]` (null: left blank). */
  cellJobs: (string | null)[];
  sheets: number;
}

/**
 * Shares the cells of a sheet among several jobs so that the run is as short as possible: each job
 * gets at least one cell, then every free cell goes to the job that needs the most sheets
 * (`ceil(quantity / cells)`); giving cells to that bottleneck job is the only way to shorten the run,
 * so the greedy split is optimal. More jobs than cells run as several forms, jobs of similar
 * quantity together (less overrun on the others).
 *
 * @example
 * gangRun([{ id: 'A', quantity: 1000 }, { id: 'B', quantity: 250 }], 20)[0].sheets; // 63 (16 + 4 cells)
 */
export function gangRun(jobs: readonly GangRunJob[], cellsPerSheet: number, overs = 0): GangForm[] {
  if (!Number.isInteger(cellsPerSheet) || cellsPerSheet < 1) throw new RangeError('no cell on the sheet');
  for (const job of jobs) if (!Number.isInteger(job.quantity) || job.quantity < 1) throw new RangeError(`job ${job.id}: quantity must be a positive integer`);
  const sorted = [...jobs].sort((a, b) => b.quantity - a.quantity || a.id.localeCompare(b.id));
  const forms: GangForm[] = [];
  for (let start = 0; start < sorted.length; start += cellsPerSheet) forms.push(formOf(sorted.slice(start, start + cellsPerSheet), cellsPerSheet, overs));
  return forms;
}

function formOf(jobs: GangRunJob[], cellsPerSheet: number, overs: number): GangForm {
  const cells = jobs.map(() => 1);
  const sheetsOf = (index: number): number => Math.ceil(jobs[index]!.quantity / cells[index]!);
  for (let free = cellsPerSheet - jobs.length; free > 0; free--) {
    let neediest = 0;
    for (let index = 1; index < jobs.length; index++) if (sheetsOf(index) > sheetsOf(neediest)) neediest = index;
    cells[neediest]!++;
  }
  const sheets = Math.max(...jobs.map((_, index) => sheetsOf(index))) + overs;
  const cellJobs: (string | null)[] = jobs.flatMap((job, index) => Array.from({ length: cells[index]! }, () => job.id));
  while (cellJobs.length < cellsPerSheet) cellJobs.push(null);
  return { slots: jobs.map((job, index) => ({ id: job.id, cells: cells[index]!, pieces: cells[index]! * sheets })), cellJobs, sheets };
}
