import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { ListSubheader } from '@mui/material';
import ExtensionIcon from '@mui/icons-material/Extension';
import KeyIcon from '@mui/icons-material/VpnKey';
import SettingsIcon from '@mui/icons-material/Settings';
import FolderIcon from '@mui/icons-material/FolderOpen';
import TuneIcon from '@mui/icons-material/Tune';

function Group({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: 1, color: 'text.secondary', background: 'transparent' }}>
      {translate(label)}
    </ListSubheader>
  );
}

/** The menu, grouped by the staff's jobs of the day: sell, print, catalog, design, system. */
export function AppMenu() {
  const translate = useTranslate();
  return (
    <Menu dense>
      <Menu.DashboardItem />
      <Group label="dcs.menu.sell" />
      <Menu.ResourceItem name="orders" />
      <Menu.ResourceItem name="products" />
      <Menu.ResourceItem name="pricing-rules" />
      <Menu.ResourceItem name="customer_designs" />
      <Group label="dcs.menu.print" />
      <Menu.ResourceItem name="print-queue" />
      <Menu.Item to="/print-queue-settings" primaryText={translate('dcs.queue.settings')} leftIcon={<FolderIcon />} />
      <Menu.ResourceItem name="printing-methods" />
      <Menu.ResourceItem name="icc_profiles" />
      <Group label="dcs.menu.catalog" />
      <Menu.ResourceItem name="fonts" />
      <Menu.ResourceItem name="colors" />
      <Menu.ResourceItem name="cliparts" />
      <Menu.ResourceItem name="categories" />
      <Menu.ResourceItem name="text_style_cards" />
      <Menu.ResourceItem name="media" />
      <Group label="dcs.menu.design" />
      <Menu.ResourceItem name="design-templates" />
      <Menu.Item to="/configurator" primaryText={translate('dcs.configurator.title')} leftIcon={<TuneIcon />} />
      <Group label="dcs.menu.system" />
      <Menu.Item to="/addons" primaryText={translate('dcs.addons.title')} leftIcon={<ExtensionIcon />} />
      <Menu.Item to="/license" primaryText={translate('dcs.license.title')} leftIcon={<KeyIcon />} />
      <Menu.Item to="/settings" primaryText={translate('dcs.settings.title')} leftIcon={<SettingsIcon />} />
    </Menu>
  );
}

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

function AppTopBar() {
  return <AppBar userMenu={<AccountMenu />} />;
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={AppTopBar}>
      {children}
    </Layout>
  );
}
