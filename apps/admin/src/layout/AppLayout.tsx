import { memo, type ReactNode } from 'react';
import { AppBar, Layout, Menu, UserMenu, useBasename, useCreatePath, useGetIdentity, useGetResourceLabel, useLocation, useMatchPath, useTranslate } from 'react-admin';
import { ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExtensionIcon from '@mui/icons-material/Extension';
import ListIcon from '@mui/icons-material/ViewList';
import KeyIcon from '@mui/icons-material/VpnKey';
import SettingsIcon from '@mui/icons-material/Settings';
import FolderIcon from '@mui/icons-material/FolderOpen';
import TuneIcon from '@mui/icons-material/Tune';
import LinkIcon from '@mui/icons-material/Link';
import WebhookIcon from '@mui/icons-material/Webhook';
import { MenuLink } from './MenuLink.tsx';

const GROUP_STYLE = { lineHeight: '32px', mt: 1, color: 'text.secondary', background: 'transparent' };

const Group = memo(function Group({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <ListSubheader component="div" disableSticky sx={GROUP_STYLE}>
      {translate(label)}
    </ListSubheader>
  );
});

/**
 * The menu, grouped by the staff's jobs of the day: sell, print, catalog, design, system. It alone
 * watches the location and tells each entry whether it is active, so a navigation re-renders the
 * menu list and the two entries whose state changed, not every entry.
 */
export const AppMenu = memo(function AppMenu() {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const basename = useBasename();
  const matchPath = useMatchPath();
  const { pathname } = useLocation();
  const link = (to: string, label: string, icon: React.ComponentType) => (
    <MenuLink key={to} to={to} label={label} icon={icon} active={matchPath({ path: to, end: to === `${basename}/` }, pathname) !== null} />
  );
  const resource = (name: string) => link(createPath({ resource: name, type: 'list' }), resourceLabel(name, 2), ListIcon);
  return (
    <Menu dense>
      {link(`${basename}/`, translate('ra.page.dashboard'), DashboardIcon)}
      <Group label="dcs.menu.sell" />
      {resource('orders')}
      {resource('products')}
      {resource('pricing-rules')}
      {resource('customer_designs')}
      {link('/shop-keys', translate('dcs.connector.keys_title', { _: 'Shop API keys' }), LinkIcon)}
      {link('/webhooks', translate('dcs.connector.webhooks_title', { _: 'Webhooks' }), WebhookIcon)}
      <Group label="dcs.menu.print" />
      {resource('print-queue')}
      {resource('gang-sheets')}
      {link('/print-queue-settings', translate('dcs.queue.settings'), FolderIcon)}
      {resource('printing-methods')}
      {resource('icc_profiles')}
      <Group label="dcs.menu.catalog" />
      {resource('fonts')}
      {resource('colors')}
      {resource('cliparts')}
      {resource('categories')}
      {resource('text_style_cards')}
      {resource('media')}
      <Group label="dcs.menu.design" />
      {resource('design-templates')}
      {link('/configurator', translate('dcs.configurator.title'), TuneIcon)}
      <Group label="dcs.menu.system" />
      {link('/addons', translate('dcs.addons.title'), ExtensionIcon)}
      {link('/license', translate('dcs.license.title'), KeyIcon)}
      {link('/settings', translate('dcs.settings.title'), SettingsIcon)}
    </Menu>
  );
});

/**
 * The account button shows the staff member's name, so its accessible name must contain that name
 * (WCAG 2.5.3, axe's label-content-name-mismatch); react-admin names it only "Profile".
 */
function AccountMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const name = identity?.fullName ? String(identity.fullName) : null;
  return <UserMenu label={name ? `${name}, ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu'} />;
}

// Memoized: react-admin's Layout renders again on every navigation, and the bar does not change with it.
const AppTopBar = memo(function AppTopBar() {
  return <AppBar userMenu={<AccountMenu />} />;
});

/**
 * react-admin sizes its layout to fit its content (`min-width: fit-content`), so one wide table made
 * the whole page wider than a phone, scrolled sideways under an app bar of the screen's width. Here
 * the page keeps the screen's width and a wide table (a list's, the addons') scrolls inside its own
 * container.
 */
const FIT_THE_SCREEN = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={AppTopBar} sx={FIT_THE_SCREEN}>
      {children}
    </Layout>
  );
}
