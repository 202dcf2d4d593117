import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createApiClient, apiRootOf } from './api/api-client.ts';
import { moveCheckboxLabels } from './layout/checkbox-labels.ts';

const client = createApiClient({ root: apiRootOf(window.location) });
const root = document.getElementById('root')!;
moveCheckboxLabels(root);
createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
