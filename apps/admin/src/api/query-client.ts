import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query client, with one default changed: the auth check (`['auth', 'checkAuth']`)
 * stays fresh until sign-out. react-admin runs it again on every screen that mounts; each run
 * flips the query's `isFetching` twice, and its observer at the top of the router re-renders the
 * whole layout both times (menu, app bar, the new screen), after the screen's first commit, before
 * the browser paints it. Our check is local (`auth-provider.ts` loads the session once), sign-out
 * and a 401 anywhere clear the whole cache (react-admin's logout), and the server checks every
 * request: nothing is checked less.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
  return client;
}
