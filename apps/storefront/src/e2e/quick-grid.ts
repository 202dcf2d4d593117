import type { Page } from 'playwright-core';

/**
 * A shop grid of `count` quick panels cycling over `productIds`, put on a page of the demo shop
 * (its checkout page, which loads nothing else), as a shop developer would write it: one
 * `<dcs-quick-personalization>` per card, nothing more. Resolves once the elements are in the page.
 */
export async function showPanelGrid(page: Page, baseUrl: string, productIds: number[], count: number): Promise<void> {
  await page.goto(`${baseUrl}/#/checkout`);
  await page.locator('input[type="email"]').waitFor();
  await page.evaluate(({ productIds, count }) => {
    const main = document.getElementById('page')!;
    const list = document.createElement('ul');
    list.className = 'grid';
    for (let i = 0; i < count; i++) {
      const card = document.createElement('li');
      card.className = 'card';
      const title = document.createElement('h2');
      title.textContent = `Card ${i + 1}`;
      const panel = document.createElement('dcs-quick-personalization');
      panel.setAttribute('product-id', String(productIds[i % productIds.length]));
      card.append(title, panel);
      list.append(card);
    }
    main.replaceChildren(list);
  }, { productIds, count });
}

/** Milliseconds since navigation start until every panel's fields are interactive; fails when a panel fails or after `timeoutMs`. */
export function whenAllInteractive(page: Page, count: number, timeoutMs = 60_000): Promise<number> {
  return page.evaluate(({ count, timeoutMs }) => new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      const states = [...document.querySelectorAll('dcs-quick-personalization')].map((panel) => panel.getAttribute('data-state'));
      if (states.filter((state) => state === 'ready').length >= count) resolve(performance.now());
      else if (states.includes('failed')) reject(new Error(`a panel failed: ${[...document.querySelectorAll('dcs-quick-personalization[data-state="failed"]')].map((p) => p.shadowRoot?.textContent).join(' | ')}`));
      else if (performance.now() - started > timeoutMs) reject(new Error(`only ${states.filter((state) => state === 'ready').length} of ${count} panels ready: ${states.join(',')}`));
      else setTimeout(check, 5);
    };
    check();
  }), { count, timeoutMs });
}
