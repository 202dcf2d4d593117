import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock, type UploadedFile } from '@dcs/platform';
import { createSqliteTestDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { createSilentLogger } from '../../testing/silent-logger.ts';
import { authMigrations } from '../auth/auth-migrations.ts';
import { createHooksService } from '../hooks/hooks-service.ts';
import { createAuthService } from '../auth/auth-service.ts';
import type { HostDatabase } from '../database/database-service.ts';
import { RouteTable } from '../routes/route-table.ts';
import { createSchemaValidator } from '@dcs/addon-sdk';
import { createCrossOriginPolicy } from './cross-origin.ts';
import { createRestDispatcher } from './rest-dispatcher.ts';
import type { IncomingRest } from './rest-exchange.ts';

describe('REST dispatcher', () => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  let dispatch: ReturnType<typeof createRestDispatcher>;
  const table = new RouteTable();

  beforeAll(async () => {
    testDb = createSqliteTestDatabase();
    database = testDb.open();
    await database.migrate('core.auth', authMigrations);
    const auth = createAuthService({ database, clock: systemClock, hooks: createHooksService(), logger: createSilentLogger(), secret: 'secret' });
    table.add('api/v1', '/uploads', {
      methods: 'POST',
      multipart: { maxFileBytes: 1024 },
      permission_callback: auth.permissions.admin(),
      callback: (request) => ({ files: request.files.length }),
    }, 'core');
    dispatch = createRestDispatcher({ auth, validator: createSchemaValidator(), logger: createSilentLogger(), table: () => table, allowedOrigins: new Set(), crossOrigin: createCrossOriginPolicy([]) });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('reads no upload before the permission check has passed', async () => {
    let reads = 0;
    const request: IncomingRest = {
      method: 'POST',
      path: '/api/v1/uploads',
      query: {},
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: undefined,
      cookies: {},
      ip: '127.0.0.1',
      secure: false,
      url: new URL('http://localhost/api/v1/uploads'),
      readFiles: async () => {
        reads++;
        return { files: [] as UploadedFile[], fields: {} };
      },
    };
    const response = await dispatch(request);
    expect(response.status).toBe(401);
    expect(reads).toBe(0);
  });
});
