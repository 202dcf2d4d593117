import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client.ts';

const ClientContext = createContext<ApiClient | null>(null);

/** The API client for screens that call routes outside the data provider's CRUD (actions, uploads). */
export const ClientProvider = ClientContext.Provider;

export function useApiClient(): ApiClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApiClient outside ClientProvider');
  return client;
}
