import { describe } from 'vitest';
import { routesConformance } from '@dcs/platform/conformance';
import { createHooksService } from '../hooks/hooks-service.ts';
import { createRoutesService } from './routes-service.ts';

describe('routes service conformance', () =>
  routesConformance(() => {
    const hooks = createHooksService();
    return { hooks, routes: createRoutesService({ hooks }) };
  }));
