import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createChangeFeed, type ChangeListener } from './db/changeFeed';
import type { Database } from './db/database';
import { createAuthenticator } from './http/authentication';
import { createProxyTrust, keepValidForwardedFor } from './http/clientAddress';
import { registerErrorHandling } from './http/errorHandling';
import { registerJsonBodyParser } from './http/jsonBody';
import { loggableRequest } from './http/logSafety';
import { answerClientError, enforceMinimumUploadRate } from './http/slowClients';
import { createFileStore } from './files/fileStore';
import { createSignedAddresses } from './files/signedAddresses';
import type { IdentityProvider } from './identity/identityProvider';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createMailWorker } from './mail/mailQueue';
import { authRoutes } from './routes/authRoutes';
import { clinicRoutes } from './routes/clinicRoutes';
import { consoleRoutes } from './routes/consoleRoutes';
import { fileRoutes } from './routes/fileRoutes';
import { mohDocumentRoutes } from './routes/mohDocumentRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { devRoutes } from './routes/devRoutes';
import { healthRoutes } from './routes/healthRoutes';
import { knowledgeCheckRoutes } from './routes/knowledgeCheckRoutes';
import { lessonRoutes } from './routes/lessonRoutes';
import { overviewRoutes } from './routes/overviewRoutes';
import { duplicateRoutes } from './routes/duplicateRoutes';
import { patientRoutes } from './routes/patientRoutes';
import { platformRoutes } from './routes/platformRoutes';
import { programRoutes } from './routes/programRoutes';
import { ssoRoutes } from './routes/ssoRoutes';
import { createFhirService } from './fhir/fhirService';
import { FHIR_BASE_PATH, fhirRoutes } from './fhir/fhirRoutes';
import { trainingModuleRoutes } from './routes/trainingModuleRoutes';
import { staffUserRoutes } from './routes/staffUserRoutes';
import { supportRoutes } from './routes/supportRoutes';
import { userRoutes } from './routes/userRoutes';
import { createCsrfTokens } from './security/csrf';
import { installRouteSecurity } from './security/routeSecurity';
import { registerSecurityHeaders } from './security/securityHeaders';
import { createAccountCache } from './services/accountCache';
import { createAuditService } from './services/auditService';
import { createAvatarService } from './services/avatarService';
import { createMohDocumentService } from './services/mohDocumentService';
import { createNotificationService } from './services/notificationService';
import { createColumnChoiceStore } from './imports/columnChoices';
import { createNotificationStreams } from './services/notificationStreams';
import { createClinicService } from './services/clinicService';
import { createFeedbackService } from './services/feedbackService';
import { createKnowledgeCheckService } from './services/knowledgeCheckService';
import { createLessonService, recordProgress } from './services/lessonService';
import { systemClock, type Clock } from './services/clock';
import { createMaintenanceService } from './services/maintenanceService';
import { createOverviewService } from './services/overviewService';
import { createOtpService } from './services/otpService';
import { createDuplicateScanner } from './services/duplicateScan';
import { createDuplicateService } from './services/duplicateService';
import { createPatientService } from './services/patientService';
import { createProgramService } from './services/programService';
import { createRateLimiter } from './services/rateLimiter';
import { createSessionService } from './services/sessionService';
import { createSsoService } from './services/ssoService';
import { createStaffUserService } from './services/staffUserService';
import { createTrainingModuleService } from './services/trainingModuleService';
import { createUserService } from './services/userService';

export interface ServerDeps {
  config: Config;
  db: Database;
  identity: IdentityProvider;
  mailer?: Mailer;
  now?: Clock;
  /** Where the dev outbox prints mail; stdout by default. */
  print?: (text: string) => void;
  /** Where log lines go; stdout by default (tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, db, identity } = deps;
  const now = deps.now ?? systemClock;
  const proxyTrust = config.trustProxy === false ? null : createProxyTrust(config.trustProxy);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: loggableRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      ...(config.logFormat === 'pretty' && !deps.logStream
        ? {
            transport: {
              target: 'pino-pretty',
              options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss', singleLine: true },
            },
          }
        : {}),
    },
    trustProxy: proxyTrust ?? false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // docs/decisions.md "Slow clients: deadlines, a minimum upload rate and a connection cap".
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    clientErrorHandler: answerClientError,
  });
  app.server.maxConnections = config.maxConnections;
  if (proxyTrust) {
    // Before Fastify's own listener: its request log already names the client's address.
    app.server.prependListener('request', (request) => keepValidForwardedFor(request, proxyTrust));
  }
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers name patients, staff and sessions: none is kept by a browser or a shared cache,
    // unless its route chose its own caching (the signed file addresses).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  enforceMinimumUploadRate(app, {
    bytesPerSecond: config.minUploadBytesPerSecond,
    windowMs: config.uploadRateWindowMs,
  });
  await registerSecurityHeaders(app, { authEmulatorHost: config.authEmulatorHost });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);

  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(db, deps.print ?? ((text) => process.stdout.write(`${text}\n`))));
  // Users, sessions and settings for signed-in requests, kept while the database's change feed
  // (LISTEN on the triggers' NOTIFY) says what to forget (docs/decisions.md "The signed-in hot path").
  const accountCache = createAccountCache();
  // The same feed carries new and read notifications to this instance's open streams.
  const notificationService = createNotificationService({ db, now });
  const columnChoices = createColumnChoiceStore(db);
  const notificationStreams = createNotificationStreams({
    unreadOf: (userIds) => notificationService.unreadOfMany(userIds),
    allowed: (userId, sessionId) => notificationService.streamAllowed(userId, sessionId),
    onError: (error) => app.log.warn({ err: error }, 'updating notification streams failed'),
  });
  const feedListener: ChangeListener = {
    changed(change) {
      // Notifications are no account data: the cache keeps what it holds.
      if (change.table !== 'notifications') accountCache.listener.changed(change);
      notificationStreams.listener.changed(change);
    },
    reset() {
      accountCache.listener.reset();
      notificationStreams.listener.reset();
    },
  };
  const changeFeed = createChangeFeed(db, feedListener, {
    onError: (error) =>
      app.log.warn({ err: error }, 'the change feed lost its connection; reading the database'),
  });
  accountCache.attach(changeFeed);
  app.addHook('onReady', async () => changeFeed.start());
  app.addHook('onClose', async () => changeFeed.stop());
  app.addHook('preClose', async () => notificationStreams.closeAll());
  let notificationPurge: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    notificationPurge = notificationService.startPurge((error) =>
      app.log.warn({ err: error }, 'purging old notifications failed'),
    );
  });
  app.addHook('onClose', async () => notificationPurge?.stop());
  const sessionService = createSessionService(db, now, {
    idleMs: config.sessionIdleMs,
    cache: accountCache,
  });
  const userService = createUserService({
    db,
    now,
    sessionService,
    identity,
    cache: accountCache,
  });
  const rateLimiter = createRateLimiter(db, now, {
    relaxed: config.relaxedRateLimits,
    onPruneError: (error) =>
      app.log.warn({ err: error }, 'deleting spent rate-limit counters failed'),
  });
  const otpService = createOtpService({
    db,
    mailer,
    secret: config.otpSecret,
    now,
    rateLimiter,
    onBackgroundError: (error) => app.log.error({ err: error }, 'issuing a sign-in code failed'),
  });
  // Queued mail (invitations) is sent by this worker, from the server's start to its close.
  const mailWorker = createMailWorker({
    db,
    mailer,
    now,
    onError: (error, mail) =>
      app.log.warn(
        { err: error, mailId: mail?.id, attempts: mail?.attempts },
        mail ? 'sending a queued mail failed; it will be tried again' : 'the mail queue failed',
      ),
  });
  app.addHook('onReady', async () => mailWorker.start());
  app.addHook('onClose', async () => mailWorker.stop());
  let digests: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    digests = notificationService.startDigests(
      config.consoleUrl,
      () => void mailWorker.kick(),
      (error) => app.log.warn({ err: error }, 'queueing notification digests failed'),
    );
  });
  app.addHook('onClose', async () => digests?.stop());
  const staffUsers = createStaffUserService({
    db,
    now,
    userService,
    consoleUrl: config.consoleUrl,
    onMailQueued: () => void mailWorker.kick(),
  });
  // docs/product.md §13.4: one file store for avatars, documents and feature images.
  const files = createFileStore({
    db,
    now,
    storage: config.fileStorage,
    folder: path.join(config.uploadDir, 'files'),
  });
  const fileAddresses = createSignedAddresses({ secret: config.fileUrlSecret, now });
  let fileSweeper: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    fileSweeper = files.startSweeper((error) =>
      app.log.warn({ err: error }, 'sweeping orphan files failed'),
    );
  });
  app.addHook('onClose', async () => fileSweeper?.stop());
  const authenticator = createAuthenticator({ identity, sessionService });
  const csrf = createCsrfTokens(config.csrfSecret);
  const audit = createAuditService(db, now);

  installRouteSecurity(app, { authenticator, csrf, audit });

  await app.register(healthRoutes(db, identity));
  await app.register(
    authRoutes({
      otpService,
      sessionService,
      userService,
      identity,
      authenticator,
      csrf,
      secureCookies: config.production,
    }),
  );
  await app.register(
    userRoutes({
      userService,
      sessionService,
      identity,
      avatars: createAvatarService({ files, now }),
      files,
    }),
  );
  await app.register(fileRoutes({ files, addresses: fileAddresses }));
  await app.register(
    mohDocumentRoutes({
      documents: createMohDocumentService({ db, files, now }),
      files,
      addresses: fileAddresses,
    }),
  );
  await app.register(
    trainingModuleRoutes({
      modules: createTrainingModuleService({ db, now, files, addresses: fileAddresses }),
      files,
    }),
  );
  await app.register(
    lessonRoutes({
      lessons: createLessonService({ db, now, files, addresses: fileAddresses }),
      files,
    }),
  );
  await app.register(
    knowledgeCheckRoutes({
      checks: createKnowledgeCheckService({ db, now, onAttempt: recordProgress }),
    }),
  );
  await app.register(
    staffUserRoutes({
      staff: staffUsers,
      importNotice: notificationService.importNotice('staff', '/users'),
      columnChoices,
    }),
  );
  await app.register(
    notificationRoutes({ notifications: notificationService, streams: notificationStreams }),
  );
  await app.register(
    clinicRoutes({
      clinics: createClinicService(db, now),
      importNotice: notificationService.importNotice('clinics', '/clinics-and-hospitals'),
      columnChoices,
    }),
  );
  await app.register(programRoutes({ programs: createProgramService({ db, now }) }));
  const patientService = createPatientService({ db, now });
  await app.register(patientRoutes({ patients: patientService }));
  // Possible duplicates: the scan goes on in the background from the server's start to its close.
  const duplicateScanner = createDuplicateScanner({
    db,
    now,
    onError: (error) => app.log.warn({ err: error }, 'the duplicate scan failed; it will go on'),
  });
  app.addHook('onReady', async () => duplicateScanner.startWorker());
  app.addHook('onClose', async () => duplicateScanner.stop());
  await app.register(
    duplicateRoutes({
      duplicates: createDuplicateService({ db, now }),
      scanner: duplicateScanner,
      patients: patientService,
    }),
  );
  await app.register(overviewRoutes({ overview: createOverviewService({ db }) }));
  await app.register(platformRoutes({ maintenance: createMaintenanceService(db, now), audit }));
  await app.register(ssoRoutes({ sso: createSsoService(db, now), rateLimiter }));
  // docs/fhir.md: the read-only FHIR R4 api, in the same scopes as the console.
  await app.register(fhirRoutes({ fhir: createFhirService({ db }), startedAt: now() }), {
    prefix: FHIR_BASE_PATH,
  });
  await app.register(
    supportRoutes({
      feedback: createFeedbackService({
        db,
        now,
        rateLimiter,
        supportEmail: config.supportEmail,
        consoleUrl: config.consoleUrl,
        onMailQueued: () => void mailWorker.kick(),
      }),
    }),
  );
  if (!config.production && mailer.kind === 'outbox') await app.register(devRoutes(db));
  if (config.consoleDir) {
    await app.register(consoleRoutes(config.consoleDir, { buildRequired: config.production }));
  }

  return app;
}
