import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createApiClient, apiRootOf } from './api/api-client.ts';

const client = createApiClient({ root: apiRootOf(window.location) });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
