import { describe } from 'vitest';
import { hooksConformance } from '@dcs/platform/conformance';
import { createHooksService } from './hooks-service.ts';

describe('hooks service conformance', () => hooksConformance(createHooksService));
