import { Link, useListContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';

/** Whether a list shows a filtered view (a filter value that is set), not the whole of its records. */
function filtered(values: Record<string, unknown> | undefined): boolean {
  return Object.values(values ?? {}).some((value) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0));
}

/**
 * What an empty list says: when it has no record yet, what brings the first one (and where to go for
 * it); when a filter hides them all, just that. Given to a `Datagrid`'s `empty` (its `List` has
 * `empty={false}`, so the toolbar and filters stay on the screen).
 */
export function ListEmpty({ title, hint, link }: { title: string; hint: string; link?: { to: string; label: string } }) {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  if (filtered(filterValues)) return <Typography sx={{ p: 2 }}>{translate('dcs.empty.filtered')}</Typography>;
  return <EmptyHint title={translate(title)} hint={translate(hint)} link={link ? { to: link.to, label: translate(link.label) } : undefined} />;
}

/** The words of an empty list (for the screens that are no react-admin `List`, too): translated already. */
export function EmptyHint({ title, hint, link }: { title: string; hint: string; link?: { to: string; label: string } }) {
  return (
    <Box role="status" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2">{hint}</Typography>
      {link ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link to={link.to}>{link.label}</Link>
        </Typography>
      ) : null}
    </Box>
  );
}
