import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './db/seed';
import { createFirebaseIdentity } from './identity/identityProvider';
import { buildServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (!config.production) await seedDemoData(database.db);
  const identity = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    authEmulatorHost: config.authEmulatorHost,
  });
  const app = await buildServer({ config, db: database.db, identity });

  const stop = async () => {
    await app.close();
    await identity.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use: stop what uses it or set PORT.`);
      process.exit(1);
    }
    throw error;
  }
  app.log.info(
    `api ready on http://${config.host}:${config.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}, mail: ${config.smtpUrl ? 'SMTP' : 'dev outbox'})`,
  );
  if (!config.supportEmail) {
    app.log.warn('SUPPORT_EMAIL is not set: the console offers no Support link and no Feedback.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
