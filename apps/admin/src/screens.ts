import { lazy } from 'react';

// Each screen is its own chunk: the first paint (sign-in, dashboard) carries only the framework.
const l = (load: () => Promise<{ default: React.ComponentType<any> }>) => lazy(load);

// The screens staff open first every day; fetched while the browser is idle after the first screen,
// so opening them from the menu waits for data only, not for code.
const printQueueList = () => import('./print-queue/PrintQueueList.tsx');
const printJobShow = () => import('./print-queue/PrintJobShow.tsx');
const orderList = () => import('./orders/OrderList.tsx');

/** Loads the code of the daily screens when the browser has nothing else to do. */
export function prefetchDailyScreens(): void {
  const run = () => void Promise.all([printQueueList(), printJobShow(), orderList()]).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}

export const screens = {
  printQueue: { list: l(printQueueList), show: l(printJobShow) },
  gangSheets: { list: l(() => import('./gang/GangSheetList.tsx')), show: l(() => import('./gang/GangSheetShow.tsx')) },
  orders: { list: l(orderList), show: l(() => import('./orders/OrderShow.tsx')) },
  products: {
    list: l(() => import('./products/ProductList.tsx')),
    edit: l(() => import('./products/ProductEdit.tsx')),
    create: l(() => import('./products/ProductCreate.tsx')),
  },
  printingMethods: {
    list: l(() => import('./printing/PrintingMethodList.tsx')),
    edit: l(() => import('./printing/PrintingMethodEdit.tsx')),
    create: l(() => import('./printing/PrintingMethodCreate.tsx')),
  },
  iccProfiles: { list: l(() => import('./printing/IccProfileList.tsx')), create: l(() => import('./printing/IccProfileCreate.tsx')) },
  pricingRules: {
    list: l(() => import('./pricing/PricingRuleList.tsx')),
    edit: l(() => import('./pricing/PricingRuleEdit.tsx')),
    create: l(() => import('./pricing/PricingRuleCreate.tsx')),
  },
  designTemplates: {
    list: l(() => import('./templates/TemplateList.tsx')),
    show: l(() => import('./templates/TemplateShow.tsx')),
    create: l(() => import('./templates/TemplateCreate.tsx')),
    edit: l(() => import('./templates/TemplateEdit.tsx')),
  },
  fonts: { list: l(() => import('./catalog/FontList.tsx')), create: l(() => import('./catalog/FontCreate.tsx')) },
  colors: { list: l(() => import('./catalog/ColorList.tsx')), edit: l(() => import('./catalog/ColorEdit.tsx')), create: l(() => import('./catalog/ColorCreate.tsx')) },
  cliparts: { list: l(() => import('./catalog/ClipartList.tsx')), edit: l(() => import('./catalog/ClipartEdit.tsx')), create: l(() => import('./catalog/ClipartUpload.tsx')) },
  categories: { list: l(() => import('./catalog/CategoryList.tsx')), edit: l(() => import('./catalog/CategoryEdit.tsx')), create: l(() => import('./catalog/CategoryCreate.tsx')) },
  textStyleCards: {
    list: l(() => import('./catalog/TextStyleCardList.tsx')),
    edit: l(() => import('./catalog/TextStyleCardEdit.tsx')),
    create: l(() => import('./catalog/TextStyleCardCreate.tsx')),
  },
  media: { list: l(() => import('./catalog/MediaList.tsx')), edit: l(() => import('./catalog/MediaEdit.tsx')), create: l(() => import('./catalog/MediaUpload.tsx')) },
  customerDesigns: { list: l(() => import('./designs/CustomerDesignList.tsx')), show: l(() => import('./designs/CustomerDesignShow.tsx')) },
};
