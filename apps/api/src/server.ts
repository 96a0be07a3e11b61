import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { createAuthenticator } from './http/authentication';
import { registerErrorHandling } from './http/errorHandling';
import type { IdentityProvider } from './identity/identityProvider';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { authRoutes } from './routes/authRoutes';
import { devRoutes } from './routes/devRoutes';
import { healthRoutes } from './routes/healthRoutes';
import { userRoutes } from './routes/userRoutes';
import { systemClock, type Clock } from './services/clock';
import { createOtpService } from './services/otpService';
import { createSessionService } from './services/sessionService';
import { createUserService } from './services/userService';

export interface ServerDeps {
  config: Config;
  db: Database;
  identity: IdentityProvider;
  mailer?: Mailer;
  now?: Clock;
  /** Where the dev outbox prints mail; stdout by default. */
  print?: (text: string) => void;
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, db, identity } = deps;
  const now = deps.now ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'pretty'
        ? {
            transport: {
              target: 'pino-pretty',
              options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss', singleLine: true },
            },
          }
        : {}),
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.decorateRequest('auth', null);
  registerErrorHandling(app);

  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(db, deps.print ?? ((text) => process.stdout.write(`${text}\n`))));
  const sessionService = createSessionService(db, now);
  const userService = createUserService(db);
  const otpService = createOtpService({
    db,
    mailer,
    secret: config.otpSecret,
    now,
    onMailError: (error) => app.log.error({ err: error }, 'sending mail failed'),
  });
  const authenticator = createAuthenticator({ identity, sessionService, userService });

  await app.register(healthRoutes(db));
  await app.register(authRoutes({ otpService, sessionService, identity, authenticator }));
  await app.register(userRoutes({ authenticator, userService, sessionService, identity }));
  if (!config.production && mailer.kind === 'outbox') await app.register(devRoutes(db));

  return app;
}
