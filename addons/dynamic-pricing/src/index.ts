import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION, type DatabaseService, type RoutesService } from '@dcs/platform';
import { createDesignMeasurer } from './design/design-measurer.ts';
import { createPricingEngine } from './quote/pricing-engine.ts';
import { createQuoteTokens } from './quote/quote-token.ts';
import { registerQuoteRoutes } from './routes/quote-routes.ts';
import { registerRuleRoutes } from './routes/rule-routes.ts';
import { pricingMigrations, type PricingTables } from './rules/rule-migrations.ts';
import { createRuleStore } from './rules/rule-store.ts';
import { registerCartPricing } from './shop/cart-pricing.ts';

/** The quote-token secret: created by the first process to activate, then read by every process. */
async function quoteSecret(database: DatabaseService): Promise<string> {
  const db = database.db<PricingTables>();
  await db
    .insertInto('pricing_secrets')
    .values({ name: 'quote-token', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('pricing_secrets').select('value').where('name', '=', 'quote-token').executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Dynamic pricing: the product's printing method prices, then rules over the server-measured design
 * metrics, product, options, printing method and quantity; customer quotes with a signed token; every cart line repriced and every
 * quote re-verified at add-to-cart and checkout. See `docs/pricing.md`.
 */
export default defineAddon({
  migrations: pricingMigrations,
  async activate({ slug, version, services }) {
    const { hooks, auth, settings, database, shop, printing, assets, clock } = services;
    const revision = settings.define(slug, 'rules_revision', Type.String({ maxLength: 100 }), '');
    const quoteTtl = settings.define(
      slug,
      'quote_ttl_seconds',
      Type.Integer({ minimum: 60, maximum: 7 * 24 * 3600, description: 'How long a quote can be put into the cart.' }),
      1800,
    );
    const tokens = createQuoteTokens(await quoteSecret(database));
    const rules = createRuleStore({ database, clock, revision });
    const measurer = createDesignMeasurer({ assets, clock });
    const engine = createPricingEngine({ shop, hooks, printing, rules, measurer, clock });

    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/pricing/status', {
        methods: 'GET',
        summary: 'Whether the dynamic pricing addon is active, and its version.',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: slug, version, active: true }),
      });
      registerRuleRoutes(routes, { auth, rules });
      registerQuoteRoutes(routes, { auth, hooks, engine, measurer, tokens, clock, quoteTtl });
    });
    registerCartPricing({ hooks, engine, tokens, clock, quoteTtl });
  },
});
