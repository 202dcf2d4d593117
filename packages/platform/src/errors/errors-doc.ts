import { addonErrors } from './codes/addon-errors.ts';
import { authErrors } from './codes/auth-errors.ts';
import { designErrors } from './codes/design-errors.ts';
import { editorErrors } from './codes/editor-errors.ts';
import { platformErrors } from './codes/platform-errors.ts';
import { printErrors } from './codes/print-errors.ts';
import { resourceErrors } from './codes/resource-errors.ts';
import { configuratorErrors } from './codes/configurator-errors.ts';
import { connectorErrors } from './codes/connector-errors.ts';
import { pricingErrors } from './codes/pricing-errors.ts';
import { printQueueErrors } from './codes/print-queue-errors.ts';
import { templatesErrors } from './codes/templates-errors.ts';
import { restErrors, routeErrors } from './codes/rest-errors.ts';
import { shopErrors } from './codes/shop-errors.ts';
import { storefrontErrors } from './codes/storefront-errors.ts';
import type { ErrorDefinition } from './error-definition.ts';

const SECTIONS: Array<[string, Record<string, ErrorDefinition>]> = [
  ['REST layer (both APIs)', restErrors],
  ['Route registration (extension authors)', routeErrors],
  ['Sign-in and sessions', authErrors],
  ['Facade services', platformErrors],
  ['Shop', shopErrors],
  ['Connector (connected shops: API keys, orders, webhooks)', connectorErrors],
  ['Addon packages', addonErrors],
  ['Design documents', designErrors],
  ['Design editor (browser engine)', editorErrors],
  ['Print output', printErrors],
  ['Admin API resources', resourceErrors],
  ['Dynamic pricing (addon)', pricingErrors],
  ['Design templates and smart layouts (addon)', templatesErrors],
  ['Smart configurator (addon)', configuratorErrors],
  ['Print queue (addon)', printQueueErrors],
  ['Storefront API (catalog, customer uploads)', storefrontErrors],
];

/** The text of `docs/errors.md`, rendered from the catalogue so the two cannot drift apart. */
export function renderErrorsDoc(): string {
  const lines = [
    '# Error codes',
    '',
    'Every error of both APIs answers with the same body, and the HTTP status in `data.status`:',
    '',
    '```json',
    '{ "code": "rest_invalid_param", "message": "Invalid parameter(s): quantity", "data": { "status": 400, "params": { "quantity": "must be integer" } } }',
    '```',
    '',
    'Codes are stable: clients may branch on them; messages are for people and may change. An error that',
    'is not in this list never reaches a client: it is logged and answered as `svc_internal_error`.',
    '`{name}` in a message is filled in per error. This page is generated from',
    '`packages/platform/src/errors/codes/` by `npm run docs:errors`; a test fails when it is stale.',
    '',
  ];
  for (const [title, definitions] of SECTIONS) {
    const entries = Object.entries(definitions);
    if (entries.length === 0) continue;
    lines.push(`## ${title}`, '', '| Code | Status | Message |', '| --- | --- | --- |');
    for (const [code, definition] of entries) {
      lines.push(`| \`${code}\` | ${definition.status} | ${definition.message.replace(/\|/g, '\\|')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
