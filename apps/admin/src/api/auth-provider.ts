import type { AuthProvider } from 'react-admin';
import type { ApiClient } from './api-client.ts';

interface SessionAnswer {
  user: { id: number; email: string; display_name: string };
  nonce: string;
}

/**
 * Sign-in with the admin session of `api/v1/session`. A 401 anywhere ends the session in the app;
 * react-admin then sends the user to sign-in and back to the screen they were on.
 */
export function createAuthProvider(client: ApiClient): AuthProvider {
  let user: SessionAnswer['user'] | null = null;

  const load = async () => {
    const answer = (await client.get<SessionAnswer>('admin', '/session')).body;
    client.setNonce(answer.nonce);
    user = answer.user;
    return answer.user;
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      const answer = (await client.request<SessionAnswer>('POST', 'admin', '/session', { body: { email: username, password }, anonymous: true })).body;
      client.setNonce(answer.nonce);
      user = answer.user;
    },
    async logout() {
      if (user) await client.request('DELETE', 'admin', '/session').catch(() => undefined);
      user = null;
      client.setNonce(null);
    },
    async checkAuth() {
      if (!user) await load();
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        user = null;
        client.setNonce(null);
        throw error;
      }
    },
    async getIdentity() {
      const current = user ?? (await load());
      return { id: current.id, fullName: current.display_name || current.email };
    },
  };
}
