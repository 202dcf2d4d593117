import { memo, useCallback, useState } from 'react';
import { useCreatePath, useNavigate, useTranslate, type DatagridBodyProps, type Identifier } from 'react-admin';
import { alpha, lighten, styled } from '@mui/material/styles';
import { JobActionDialog, isAsked, type AskedAction } from './JobActionDialog.tsx';
import { QUEUE_COLUMNS, type QueueJob } from './queue-columns.tsx';
import { JOB_ACTIONS } from './job-states.ts';
import { useJobAction, type JobAction } from './use-job-action.ts';

interface RowProps {
  job: QueueJob;
  selected: boolean;
  busy: boolean;
  onToggle: DatagridBodyProps['onToggleItem'];
  onOpen: (id: Identifier) => void;
  onAction: (job: QueueJob, action: JobAction) => void;
}

/**
 * One job as a plain table row: a native checkbox and native buttons styled by the body's one
 * stylesheet. Memoized, so a poll that brings the same job back (react-query keeps unchanged
 * records as they were) and a selection elsewhere skip it.
 */
const QueueRow = memo(function QueueRow({ job, selected, busy, onToggle, onOpen, onAction }: RowProps) {
  const translate = useTranslate();
  const stop = (event: React.SyntheticEvent) => event.stopPropagation();
  return (
    <tr onClick={() => onOpen(job.id)}>
      <td className="select">
        <input
          type="checkbox"
          checked={selected}
          aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
          // Click, not change: the Datagrid's toggle reads shiftKey (range selection) from the event.
          onClick={(event) => {
            stop(event);
            onToggle?.(job.id, event);
          }}
          readOnly
        />
      </td>
      {QUEUE_COLUMNS.map((column) => (
        <td key={column.source} className={column.align}>
          {column.cell(job)}
        </td>
      ))}
      <td className="actions" onClick={stop}>
        {(JOB_ACTIONS[job.state] ?? []).map((action) => (
          <button key={action} type="button" disabled={busy} onClick={() => onAction(job, action)} aria-label={`${translate(`dcs.queue.${action}`)} ${job.number}`}>
            {translate(`dcs.queue.${action}`)}
          </button>
        ))}
      </td>
    </tr>
  );
});

/**
 * The print queue's rows, as the body of react-admin's Datagrid (which keeps the header, the
 * selection, the bulk actions and the empty and loading states). react-admin's own rows draw each
 * cell, checkbox and button as MUI styled components, whose styles Emotion serializes per element
 * on every render: a page of 25 jobs was most of the time from the menu click to the first rows.
 * Here the rows are plain elements under one styled `tbody`, and the hold and reprint questions are
 * one dialog for the whole table.
 */
export function QueueRows({ data = [], selectedIds = [], onToggleItem }: DatagridBodyProps) {
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { run, busy } = useJobAction();
  const [asking, setAsking] = useState<{ job: QueueJob; action: AskedAction } | null>(null);
  const open = useCallback(
    (id: Identifier) => navigate(createPath({ resource: 'print-queue', id, type: 'show' }), { state: { _scrollToTop: true } }),
    [createPath, navigate],
  );
  const act = useCallback(
    (job: QueueJob, action: JobAction) => (isAsked(action) ? setAsking({ job, action }) : void run(job.id, action)),
    [run],
  );
  return (
    <Body className="datagrid-body RaDatagrid-tbody">
      {(data as QueueJob[]).map((job) => (
        <QueueRow key={job.id} job={job} selected={selectedIds.includes(job.id)} busy={busy} onToggle={onToggleItem} onOpen={open} onAction={act} />
      ))}
      {asking ? (
        <JobActionDialog
          job={asking.job}
          action={asking.action}
          onClose={() => setAsking(null)}
          onConfirm={(body) => {
            setAsking(null);
            void run(asking.job.id, asking.action, body);
          }}
        />
      ) : null}
    </Body>
  );
}

const TICK = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 14 14"><path d="M2 7.2l3.3 3.3 6.8-6.8" fill="none" stroke="#fff" stroke-width="2.2"/></svg>')}`;

// MUI's small body cells (with react-admin's checkbox cell), hovered rows and small outlined buttons, from the theme: one
// style sheet for the whole table instead of one per element.
const Body = styled('tbody')(({ theme }) => {
  const { primary, text, action, divider } = theme.palette;
  return {
    '& tr': { cursor: 'pointer', verticalAlign: 'middle' },
    '& tr:hover': { backgroundColor: action.hover },
    '& td': {
      ...theme.typography.body2,
      color: text.primary,
      padding: '6px 16px',
      textAlign: 'left',
      borderBottom: `1px solid ${lighten(alpha(divider, 1), 0.88)}`,
    },
    '& td.right': { textAlign: 'right' },
    '& td.select': { width: 24, padding: '0 8px' },
    // Drawn like MUI's checkbox icon: a 2 px box, filled with a white tick when checked.
    '& td.select input': { appearance: 'none', display: 'block', width: 18, height: 18, margin: 3, border: `2px solid ${text.secondary}`, borderRadius: 2, cursor: 'pointer' },
    '& td.select input:checked': { borderColor: primary.main, background: `${primary.main} url("${TICK}") center / 100% no-repeat` },
    '& td.select input:focus-visible': { outline: `2px solid ${primary.main}`, outlineOffset: 2 },
    '& td.actions': { whiteSpace: 'nowrap' },
    '& td.actions button': {
      ...theme.typography.button,
      fontSize: theme.typography.pxToRem(13),
      minWidth: 64,
      padding: '3px 9px',
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${alpha(primary.main, 0.5)}`,
      color: primary.main,
      background: 'transparent',
      cursor: 'pointer',
      '& + button': { marginLeft: theme.spacing(1) },
      '&:hover': { borderColor: primary.main, backgroundColor: alpha(primary.main, action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${primary.main}`, outlineOffset: 1 },
      '&:disabled': { color: action.disabled, borderColor: action.disabledBackground, background: 'transparent', cursor: 'default' },
    },
  };
});
