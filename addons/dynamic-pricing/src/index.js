import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION } from '@dcs/platform';
import { createDesignMeasurer } from './design/design-measurer.js';
import { createPricingEngine } from './quote/pricing-engine.js';
import { createQuoteTokens } from './quote/quote-token.js';
import { registerQuoteRoutes } from './routes/quote-routes.js';
import { registerRuleRoutes } from './routes/rule-routes.js';
import { pricingMigrations } from './rules/rule-migrations.js';
import { createRuleStore } from './rules/rule-store.js';
import { registerCartPricing } from './shop/cart-pricing.js';
/** The quote-token secret: created by the first process to activate, then read by every process. */
async function quoteSecret(database) {
    const db = database.db();
    await db
        .insertInto('pricing_secrets')
        .values({ name: 'quote-token', value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    const row = await db.selectFrom('pricing_secrets').select('value').where('name', '=', 'quote-token').executeTakeFirstOrThrow();
    return row.value;
}
/**
 * Dynamic pricing: rules over the server-measured design metrics, product, options, printing
 * method and quantity; customer quotes with a signed token; every cart line repriced and every
 * quote re-verified at add-to-cart and checkout. See `docs/pricing.md`.
 */
export default defineAddon({
    migrations: pricingMigrations,
    async activate({ slug, version, services }) {
        const { hooks, auth, settings, database, shop, assets, clock } = services;
        const revision = settings.define(slug, 'rules_revision', Type.String({ maxLength: 100 }), '');
        const quoteTtl = settings.define(slug, 'quote_ttl_seconds', Type.Integer({ minimum: 60, maximum: 7 * 24 * 3600, description: 'How long a quote can be put into the cart.' }), 1800);
        const tokens = createQuoteTokens(await quoteSecret(database));
        const rules = createRuleStore({ database, clock, revision });
        const measurer = createDesignMeasurer({ assets, clock });
        const engine = createPricingEngine({ shop, rules, measurer, clock });
        hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes) => {
            routes.registerRestRoute('svc/v1', '/pricing/status', {
                methods: 'GET',
                summary: 'Whether the dynamic pricing addon is active, and its version.',
                permission_callback: auth.permissions.admin(),
                callback: () => ({ addon: slug, version, active: true }),
            });
            registerRuleRoutes(routes, { auth, rules });
            registerQuoteRoutes(routes, { auth, engine, tokens, clock, quoteTtl });
        });
        registerCartPricing({ hooks, shop, engine, tokens, clock });
    },
});
