import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret as the Standard Webhooks libraries take it: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** A message id, the same on every attempt of one message (receivers deduplicate on it). */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The headers of one attempt, per the Standard Webhooks specification: `webhook-signature` is
 * `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` under the secret's decoded key;
 * `webhook-timestamp` is in seconds (receivers refuse old ones, so each attempt signs anew).
 */
export function webhookHeaders(secret: string, messageId: string, timestampSeconds: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
