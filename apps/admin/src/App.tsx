import { lazy, useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ApiClient } from './api/api-client.ts';
import { createAuthProvider } from './api/auth-provider.ts';
import { ClientProvider } from './api/client-context.ts';
import { createDataProvider } from './api/data-provider.ts';
import { createQueryClient } from './api/query-client.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { i18nProvider } from './i18n/i18n-provider.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { theme } from './layout/theme.ts';
import { screens } from './screens.ts';

const HotfolderSettings = lazy(() => import('./print-queue/HotfolderSettings.tsx'));
const AddonsPage = lazy(() => import('./addons/AddonsPage.tsx'));
const LicensePage = lazy(() => import('./settings/LicensePage.tsx'));
const SettingsPage = lazy(() => import('./settings/SettingsPage.tsx'));
const ConfiguratorPage = lazy(() => import('./configurator/ConfiguratorPage.tsx'));
const ShopKeysPage = lazy(() => import('./connector/ShopKeysPage.tsx'));
const WebhooksPage = lazy(() => import('./connector/WebhooksPage.tsx'));

/** The admin: resources over one data provider, plus the screens that are not lists (settings, addons). */
export function App({ client }: { client: ApiClient }) {
  const dataProvider = useMemo(() => createDataProvider(client), [client]);
  const authProvider = useMemo(() => createAuthProvider(client), [client]);
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <ClientProvider value={client}>
      <Admin
        title="dcs admin"
        dataProvider={dataProvider}
        authProvider={authProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        layout={AppLayout}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        <Resource name="print-queue" {...screens.printQueue} />
        <Resource name="gang-sheets" {...screens.gangSheets} />
        <Resource name="orders" {...screens.orders} />
        <Resource name="products" {...screens.products} />
        <Resource name="printing-methods" {...screens.printingMethods} />
        <Resource name="icc_profiles" {...screens.iccProfiles} />
        <Resource name="pricing-rules" {...screens.pricingRules} />
        <Resource name="design-templates" {...screens.designTemplates} />
        <Resource name="fonts" {...screens.fonts} />
        <Resource name="colors" {...screens.colors} />
        <Resource name="cliparts" {...screens.cliparts} />
        <Resource name="categories" {...screens.categories} />
        <Resource name="text_style_cards" {...screens.textStyleCards} />
        <Resource name="media" {...screens.media} />
        <Resource name="customer_designs" {...screens.customerDesigns} />
        <CustomRoutes>
          <Route path="/print-queue-settings" element={<HotfolderSettings />} />
          <Route path="/addons" element={<AddonsPage />} />
          <Route path="/license" element={<LicensePage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/configurator" element={<ConfiguratorPage />} />
          <Route path="/shop-keys" element={<ShopKeysPage />} />
          <Route path="/webhooks" element={<WebhooksPage />} />
        </CustomRoutes>
      </Admin>
    </ClientProvider>
  );
}
