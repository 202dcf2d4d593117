import { forwardRef, memo, useCallback } from 'react';
import { LinkBase, useSidebarState, type LinkBaseProps } from 'react-admin';
import { ListItemIcon, MenuItem, Tooltip, useMediaQuery, type SvgIconProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';

const LinkRef = forwardRef<HTMLAnchorElement, LinkBaseProps>((props, ref) => <LinkBase ref={ref} {...props} />);

/**
 * One menu entry, as react-admin's `MenuItemLink` draws it (same classes, colours, collapsed-sidebar
 * tooltip, closing the sidebar on small screens), but told by the menu whether it is the active one
 * instead of matching the location itself: react-admin's entries all re-render on every navigation
 * (each watches the location), 25 of them twice per click, each a handful of MUI styled components.
 * Memoized, an entry renders again only when it becomes active or inactive.
 */
export const MenuLink = memo(function MenuLink({ to, label, icon: Icon, active }: { to: string; label: string; icon: React.ComponentType<SvgIconProps>; active: boolean }) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useSidebarState();
  const tap = useCallback(() => {
    if (isSmall) setOpen(false);
  }, [isSmall, setOpen]);
  const item = (
    <Item component={LinkRef} to={to} state={SCROLL_TO_TOP} tabIndex={0} onClick={tap} className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}>
      <ListItemIcon className="RaMenuItemLink-icon">
        <Icon />
      </ListItemIcon>
      <span className="label">{label}</span>
    </Item>
  );
  return open ? item : <Tooltip title={label} placement="right">{item}</Tooltip>;
});

const SCROLL_TO_TOP = { _scrollToTop: true };

// react-admin's menu entry styles as they apply in a dense menu (the icon keeps MUI's colour).
const Item = styled(MenuItem)(({ theme }) => ({
  color: theme.palette.text.secondary,
  '& .RaMenuItemLink-icon': { minWidth: theme.spacing(3.5) },
  '&.RaMenuItemLink-active': { color: theme.palette.text.primary },
  '& .label': { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})) as typeof MenuItem;
