import { readFileSync, writeFileSync } from 'node:fs';
import type { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import {
  createApiKeysWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createUsersWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';

/** dcs's demo products, as `demo.mjs` read them from dcs's admin API. */
type DcsProduct = { id: number; name: string; basePrice: number; currency: string };

/**
 * The demo shop in Medusa (`medusa exec`, run by hosts/medusa/demo.mjs; idempotent): an admin, the EUR
 * region paying with the system provider, a sales channel with its publishable key, and one Medusa
 * product per dcs product, linked by the metadata `dcs_product_id`. Writes what the storefront page
 * and tests need to $DCS_SEED_OUT.
 */
export default async function seedDcsDemo({ container }: ExecArgs): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const email = process.env.MEDUSA_ADMIN_EMAIL ?? 'admin@medusa.local';
  const password = process.env.MEDUSA_ADMIN_PASSWORD ?? 'dcs-demo';
  const dcsProducts = JSON.parse(readFileSync(process.env.DCS_SEED_PRODUCTS!, 'utf8')) as DcsProduct[];

  const users = container.resolve(Modules.USER);
  if ((await users.listUsers({ email })).length === 0) {
    const { result: [user] } = await createUsersWorkflow(container).run({ input: { users: [{ email }] } });
    const auth = container.resolve(Modules.AUTH);
    const { authIdentity, error } = await auth.register('emailpass', { body: { email, password } } as never);
    if (error || !authIdentity) throw new Error(`The admin could not be registered: ${error}`);
    await auth.updateAuthIdentities({ id: authIdentity.id, app_metadata: { user_id: user!.id } });
  }

  const channels = container.resolve(Modules.SALES_CHANNEL);
  let [channel] = await channels.listSalesChannels({ name: 'Default Sales Channel' });
  if (!channel) [channel] = (await createSalesChannelsWorkflow(container).run({ input: { salesChannelsData: [{ name: 'Default Sales Channel' }] } })).result;

  const [store] = await container.resolve(Modules.STORE).listStores();
  await updateStoresWorkflow(container).run({ input: { selector: { id: store!.id }, update: { supported_currencies: [{ currency_code: 'eur', is_default: true }], default_sales_channel_id: channel!.id } } });

  const regions = container.resolve(Modules.REGION);
  let [region] = await regions.listRegions({ name: 'Europe' });
  if (!region) {
    [region] = (await createRegionsWorkflow(container).run({ input: { regions: [{ name: 'Europe', currency_code: 'eur', countries: ['de', 'at', 'fr', 'nl', 'it', 'es'], payment_providers: ['pp_system_default'] }] } })).result;
  }

  const keys = container.resolve(Modules.API_KEY);
  let [key] = await keys.listApiKeys({ type: 'publishable', title: 'dcs demo storefront' });
  if (!key) {
    [key] = (await createApiKeysWorkflow(container).run({ input: { api_keys: [{ title: 'dcs demo storefront', type: 'publishable', created_by: '' }] } })).result;
    await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: key!.id, add: [channel!.id] } });
  }

  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: existing } = await query.graph({ entity: 'product', fields: ['id', 'metadata'] });
  const linked = new Set(existing.map((product) => Number(product.metadata?.dcs_product_id)));
  const missing = dcsProducts.filter((product) => !linked.has(product.id));
  if (missing.length > 0) {
    await createProductsWorkflow(container).run({
      input: {
        products: missing.map((product) => ({
          title: product.name,
          status: 'published' as const,
          metadata: { dcs_product_id: product.id },
          sales_channels: [{ id: channel!.id }],
          options: [{ title: 'Design', values: ['Designed with dcs'] }],
          variants: [{
            title: 'Designed with dcs',
            options: { Design: 'Designed with dcs' },
            manage_inventory: false,
            // A placeholder: a designed line is always priced by dcs (the plugin's store route).
            prices: [{ currency_code: product.currency.toLowerCase(), amount: product.basePrice / 100 }],
          }],
        })),
      },
    });
  }
  const { data: products } = await query.graph({ entity: 'product', fields: ['id', 'title', 'metadata', 'variants.id'] });
  const out = {
    publishableKey: key!.token,
    regionId: region!.id,
    salesChannelId: channel!.id,
    admin: { email, password },
    products: products.filter((product) => product.metadata?.dcs_product_id).map((product) => ({ id: product.id, title: product.title, variantId: product.variants?.[0]?.id, dcsProductId: Number(product.metadata!.dcs_product_id) })),
  };
  writeFileSync(process.env.DCS_SEED_OUT!, JSON.stringify(out, null, 2));
  logger.info(`dcs demo seeded: ${out.products.length} linked products, region ${region!.id}`);
}
