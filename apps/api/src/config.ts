import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { FileStorage } from './db/schema';
import { trustedProxyProblem } from './http/clientAddress';
import { SESSION_IDLE_MS } from './services/sessionService';

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator, when used. */
  authEmulatorHost: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Pepper for one-time-code hashes. */
  otpSecret: string;
  logLevel: string;
  /** `pretty` for people at a terminal (npm start); JSON lines otherwise. */
  logFormat: 'json' | 'pretty';
  /** Key that signs the double-submit CSRF token. */
  csrfSecret: string;
  /** docs/product.md §11.3: 30 minutes; shorter only to try the idle warning. */
  sessionIdleMs: number;
  /**
   * Which proxies may name the client's address in X-Forwarded-For (TRUST_PROXY): every hop,
   * none, or a comma-separated list of loopback/linklocal/uniquelocal, addresses and CIDR ranges.
   */
  trustProxy: boolean | string;
  /** How long a whole request (headers and body) may take to arrive: REQUEST_TIMEOUT_SECONDS. */
  requestTimeoutMs: number;
  /** How long a connection may stay silent, either way, before it is closed: IDLE_TIMEOUT_SECONDS. */
  idleTimeoutMs: number;
  /** A body slower than this, over each window, is cut off: MIN_UPLOAD_BYTES_PER_SECOND (0: off). */
  minUploadBytesPerSecond: number;
  /** The window the upload rate is measured over: UPLOAD_RATE_WINDOW_SECONDS. */
  uploadRateWindowMs: number;
  /** Connections open at once; further ones are closed as they come: MAX_CONNECTIONS. */
  maxConnections: number;
  /** Where uploads are stored on disk: the file store's folder driver uses `<uploadDir>/files`. */
  uploadDir: string;
  /**
   * Where the file store keeps bytes (docs/product.md §13.4): `database` (every instance sees every
   * file; the default with DATABASE_URL) or `folder` (the default with PGlite). FILE_STORAGE.
   */
  fileStorage: FileStorage;
  /** Signs the short-lived file addresses: FILE_URL_SECRET, or one derived from CSRF_SECRET. */
  fileUrlSecret: string;
  /** The built console to serve beside the api (production, end-to-end tests); none when null. */
  consoleDir: string | null;
  /** The console's address, without a trailing slash: invitation mails name its sign-in page. */
  consoleUrl: string;
  /** Every rate limit multiplied by 100: end-to-end runs sign the same demo users in all day. */
  relaxedRateLimits: boolean;
  /**
   * Where staff ask for help (SUPPORT_EMAIL): the console's Support links and the mail feedback is
   * sent to. Unset: the console offers neither.
   */
  supportEmail: string | null;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEV_OTP_SECRET = 'dev-only-otp-secret-do-not-use-in-production';
const DEV_CSRF_SECRET = 'dev-only-csrf-secret-do-not-use-in-production';
// The idle warning comes a minute before the end, so the idle time must be longer than that.
const MIN_SESSION_IDLE_SECONDS = 65;
const DEFAULT_SESSION_IDLE_SECONDS = SESSION_IDLE_MS / 1000;

const dataRoot = path.resolve(import.meta.dirname, '../../../.data');
const defaultDataDir = path.join(dataRoot, 'pglite');

/** `true`/`false`, or proxy addresses/CIDRs (comma-separated); loopback by default. */
const parseTrustProxy = (value: string | undefined): boolean | string => {
  const trimmed = value?.trim();
  if (!trimmed) return 'loopback';
  return trimmed === 'true' || trimmed === 'false' ? trimmed === 'true' : trimmed;
};

/**
 * The slow-client limits' defaults. A 20 MB document (the largest upload) fits in ten minutes at
 * 270 kbit/s; a body that stays under 1 KiB a second for ten seconds is cut off long before.
 */
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 600;
const DEFAULT_IDLE_TIMEOUT_SECONDS = 120;
const DEFAULT_MIN_UPLOAD_BYTES_PER_SECOND = 1024;
const DEFAULT_UPLOAD_RATE_WINDOW_SECONDS = 10;
const DEFAULT_MAX_CONNECTIONS = 1024;

/** A folder for PGlite's data; `memory://` keeps it in memory. */
const resolveDataDir = (value: string | undefined): string => {
  const trimmed = value?.trim();
  if (!trimmed) return defaultDataDir;
  return trimmed.startsWith('memory://') ? trimmed : path.resolve(trimmed);
};

/** What `npm start` serves the console on (Vite); docs/product.md §10.4. */
const DEV_CONSOLE_URL = 'http://localhost:5173';

/** One address, no display name: it is shown in the console and used as a mail's recipient. */
const SUPPORT_EMAIL_PATTERN = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** An absolute http(s) address without its trailing slashes, or null. */
const parseHttpAddress = (value: string): string | null => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
};

/** Reads the configuration from the environment and says clearly what is wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}").`);
  }

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://.');
  }

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must start with smtp:// or smtps://.');
  }

  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  if (authEmulatorHost && !/^[\w.-]+:\d+$/.test(authEmulatorHost)) {
    problems.push(`FIREBASE_AUTH_EMULATOR_HOST must be host:port (got "${authEmulatorHost}").`);
  }

  // The emulator's ID tokens are unsigned, and are accepted only with it (identity/idTokens.ts).
  if (production && authEmulatorHost) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is refused in production (its tokens are unsigned).',
    );
  }

  const firebaseProjectId = env.FIREBASE_PROJECT_ID?.trim() || (production ? '' : 'demo-clinic');
  if (!firebaseProjectId) problems.push('FIREBASE_PROJECT_ID is required in production.');

  const otpSecret = env.OTP_SECRET?.trim() || (production ? '' : DEV_OTP_SECRET);
  if (production && otpSecret.length < 32) {
    problems.push('OTP_SECRET must be set to at least 32 characters in production.');
  }

  const csrfSecret = env.CSRF_SECRET?.trim() || (production ? '' : DEV_CSRF_SECRET);
  if (production && csrfSecret.length < 32) {
    problems.push('CSRF_SECRET must be set to at least 32 characters in production.');
  }

  const sessionIdleSeconds = Number(env.SESSION_IDLE_SECONDS ?? DEFAULT_SESSION_IDLE_SECONDS);
  if (!Number.isInteger(sessionIdleSeconds) || sessionIdleSeconds < MIN_SESSION_IDLE_SECONDS) {
    problems.push(
      `SESSION_IDLE_SECONDS must be a whole number of at least ${MIN_SESSION_IDLE_SECONDS} (got "${env.SESSION_IDLE_SECONDS}").`,
    );
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'string') {
    for (const entry of trustProxy.split(',').map((each) => each.trim())) {
      const problem = trustedProxyProblem(entry);
      if (problem) problems.push(`TRUST_PROXY: ${problem}.`);
    }
  }

  /** A whole number of at least `min`, or the default when unset. */
  const wholeNumber = (name: string, fallback: number, min: number): number => {
    const text = env[name]?.trim();
    const value = text ? Number(text) : fallback;
    if (!Number.isSafeInteger(value) || value < min) {
      problems.push(`${name} must be a whole number of at least ${min} (got "${text}").`);
    }
    return value;
  };
  const requestTimeoutSeconds = wholeNumber(
    'REQUEST_TIMEOUT_SECONDS',
    DEFAULT_REQUEST_TIMEOUT_SECONDS,
    1,
  );
  const idleTimeoutSeconds = wholeNumber('IDLE_TIMEOUT_SECONDS', DEFAULT_IDLE_TIMEOUT_SECONDS, 1);
  const minUploadBytesPerSecond = wholeNumber(
    'MIN_UPLOAD_BYTES_PER_SECOND',
    DEFAULT_MIN_UPLOAD_BYTES_PER_SECOND,
    0,
  );
  const uploadRateWindowSeconds = wholeNumber(
    'UPLOAD_RATE_WINDOW_SECONDS',
    DEFAULT_UPLOAD_RATE_WINDOW_SECONDS,
    1,
  );
  const maxConnections = wholeNumber('MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1);

  const consoleDir = env.CONSOLE_DIR?.trim() ? path.resolve(env.CONSOLE_DIR.trim()) : null;
  // Unset: the console `npm start` serves, or this api itself when it serves the console
  // (the end-to-end tests); production must say where people sign in.
  const consoleUrlText = env.CONSOLE_URL?.trim();
  let consoleUrl = consoleDir ? `http://localhost:${port}` : DEV_CONSOLE_URL;
  if (consoleUrlText) {
    const parsed = parseHttpAddress(consoleUrlText);
    if (parsed) consoleUrl = parsed;
    else
      problems.push(
        `CONSOLE_URL must be an http:// or https:// address (got "${consoleUrlText}").`,
      );
  } else if (production) {
    problems.push('CONSOLE_URL is required in production (the address invitations name).');
  }

  const supportEmail = env.SUPPORT_EMAIL?.trim().toLowerCase() || null;
  if (supportEmail && !SUPPORT_EMAIL_PATTERN.test(supportEmail)) {
    problems.push(`SUPPORT_EMAIL must be an e-mail address (got "${supportEmail}").`);
  }

  const relaxedRateLimits = env.RATE_LIMITS === 'relaxed';
  if (production && relaxedRateLimits)
    problems.push('RATE_LIMITS=relaxed is refused in production.');

  const fileStorageText = env.FILE_STORAGE?.trim();
  if (fileStorageText && fileStorageText !== 'database' && fileStorageText !== 'folder') {
    problems.push(`FILE_STORAGE must be database or folder (got "${fileStorageText}").`);
  }
  const fileStorage: Config['fileStorage'] =
    fileStorageText === 'database' || fileStorageText === 'folder'
      ? fileStorageText
      : databaseUrl
        ? 'database'
        : 'folder';
  const fileUrlSecretText = env.FILE_URL_SECRET?.trim();
  if (
    fileUrlSecretText !== undefined &&
    fileUrlSecretText !== '' &&
    fileUrlSecretText.length < 32
  ) {
    problems.push('FILE_URL_SECRET must be at least 32 characters when set.');
  }
  // Unset: a key of its own derived from the CSRF secret, which every instance already shares.
  const fileUrlSecret =
    fileUrlSecretText || createHmac('sha256', csrfSecret).update('file-addresses').digest('hex');

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }

  return {
    production,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    databaseUrl,
    dataDir: resolveDataDir(env.DATA_DIR),
    firebaseProjectId,
    authEmulatorHost,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Clinic Console <no-reply@clinic.test>',
    otpSecret,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    logFormat: env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json',
    csrfSecret,
    sessionIdleMs: sessionIdleSeconds * 1000,
    trustProxy,
    requestTimeoutMs: requestTimeoutSeconds * 1000,
    idleTimeoutMs: idleTimeoutSeconds * 1000,
    minUploadBytesPerSecond,
    uploadRateWindowMs: uploadRateWindowSeconds * 1000,
    maxConnections,
    uploadDir: path.resolve(env.UPLOAD_DIR?.trim() || path.join(dataRoot, 'uploads')),
    fileStorage,
    fileUrlSecret,
    consoleDir,
    consoleUrl,
    relaxedRateLimits,
    supportEmail,
  };
}
