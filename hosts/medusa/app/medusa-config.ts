import { defineConfig } from '@medusajs/framework/utils';

// Everything comes from the environment: `hosts/medusa/demo.mjs` sets it for the demo pair and the tests.
const env = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is not set (hosts/medusa/demo.mjs sets it).`);
  return value;
};
const origin = env('MEDUSA_BACKEND_URL', 'http://127.0.0.1:9000');

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: env('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/dcs_medusa'),
    // The demo's storefront page is served by Medusa itself, so its store calls are same-origin.
    http: {
      storeCors: origin,
      adminCors: origin,
      authCors: origin,
      jwtSecret: env('JWT_SECRET', 'dcs-medusa-demo-jwt'),
      cookieSecret: env('COOKIE_SECRET', 'dcs-medusa-demo-cookie'),
    },
    // The demo runs on plain HTTP over loopback, where a Secure session cookie (what `medusa start` sets)
    // would never come back and the admin could not sign in. Behind HTTPS it stays Secure.
    ...(origin.startsWith('http://') ? { cookieOptions: { secure: false } } : {}),
  },
  admin: {
    disable: process.env.MEDUSA_ADMIN_DISABLED === 'true',
    backendUrl: origin,
  },
  plugins: [
    {
      resolve: '@dcs/medusa',
      options: {
        dcsUrl: process.env.DCS_URL ?? '',
        shopKey: process.env.DCS_SHOP_KEY ?? '',
        webhookSecret: process.env.DCS_WEBHOOK_SECRET ?? '',
      },
    },
  ],
});
