// Small HTTP clients of the running pair for the tests: Medusa's Store API (publishable key), its
// Admin API (a signed-in admin's token) and dcs's connector (the shop key).

/** Medusa's Store API as a storefront calls it. */
export function storeApi(medusaUrl, publishableKey) {
  return async (method, path, body) => {
    const response = await fetch(`${medusaUrl}/store${path}`, {
      method,
      headers: { 'x-publishable-api-key': publishableKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

/** Medusa's Admin API signed in with email and password (`/auth/user/emailpass`). */
export async function adminApi(medusaUrl, email, password) {
  const signIn = await fetch(`${medusaUrl}/auth/user/emailpass`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { token } = await signIn.json();
  if (!token) throw new Error(`Medusa admin sign-in failed: ${signIn.status}`);
  return async (method, path, body) => {
    const response = await fetch(`${medusaUrl}/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

/** Polls `check` until it answers something (not false, null or undefined). */
export async function until(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await check();
    if (last !== false && last !== null && last !== undefined) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last === false ? '' : ` (last: ${JSON.stringify(last)})`}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
