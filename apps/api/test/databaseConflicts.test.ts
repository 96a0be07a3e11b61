import { errorCodes } from '@org/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ssoApps, users } from '../src/db/schema';
import { uniqueConflicts } from '../src/http/databaseConflicts';
import { createFirebaseIdentity, type IdentityProvider } from '../src/identity/identityProvider';
import { buildServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/**
 * Unique violations raised by the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL)
 * through Drizzle, reaching the error handler of a real server (buildServer) from tiny routes.
 */

let database: TestDatabase;
let identity: IdentityProvider;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  });
  identity = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    authEmulatorHost: config.authEmulatorHost,
  });
  app = await buildServer({ config, db, identity, print: () => {} });
  await app.register(async (plugin) => {
    const open = { config: { access: 'public' } } as const;
    // The seeded demo data already holds admin@clinic.test and the SSO app `companion`.
    plugin.get('/test/insert-taken-email', open, async () => {
      await db
        .insert(users)
        .values({ email: 'admin@clinic.test', fullName: 'Second Admin', role: 'NURSE' });
      return { written: true };
    });
    plugin.get('/test/update-to-taken-email-in-transaction', open, async () => {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ email: 'admin@clinic.test' })
          .where(eq(users.email, 'nurse@clinic.test'));
      });
      return { written: true };
    });
    plugin.get('/test/insert-taken-app-name', open, async () => {
      await db.insert(ssoApps).values({
        appName: 'companion',
        displayName: 'Second companion',
        allowedOrigins: ['http://localhost:5181'],
        secretHash: 'not-a-real-hash',
      });
      return { written: true };
    });
    plugin.get('/test/other-database-error', open, async () => {
      await db.execute(sql`select 'not-a-uuid'::uuid`);
      return { written: true };
    });
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await identity?.close();
  await database?.close();
});

const call = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

const takenEmail = {
  message: 'This e-mail is already used.',
  code: errorCodes.emailTaken,
  errors: [{ path: 'email', message: 'This e-mail is already used.' }],
};

describe('a unique violation from the database', () => {
  it('answers a taken e-mail (users_email_unique) with 409 EMAIL_TAKEN on the field `email`', async () => {
    expect(uniqueConflicts.users_email_unique).toMatchObject({ path: 'email' });
    expect(await call('/test/insert-taken-email')).toEqual({ status: 409, body: takenEmail });
    const admins = await database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@clinic.test'));
    expect(admins).toHaveLength(1);
  });

  it('answers the same 409 when the violation happens inside a transaction', async () => {
    expect(await call('/test/update-to-taken-email-in-transaction')).toEqual({
      status: 409,
      body: takenEmail,
    });
    const [nurse] = await database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'nurse@clinic.test'));
    expect(nurse).toBeDefined();
  });

  it('answers a constraint the table does not name with 409 CONFLICT and no field', async () => {
    expect(Object.keys(uniqueConflicts)).not.toContain('sso_apps_app_name_unique');
    const answer = await call('/test/insert-taken-app-name');
    expect(answer).toEqual({
      status: 409,
      body: { message: expect.any(String), code: errorCodes.conflict },
    });
  });

  it('leaves every other database error a plain 500 without details', async () => {
    expect(await call('/test/other-database-error')).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
