import path from 'node:path';

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
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEV_OTP_SECRET = 'dev-only-otp-secret-do-not-use-in-production';

const defaultDataDir = path.resolve(import.meta.dirname, '../../../.data/pglite');

/** A folder for PGlite's data; `memory://` keeps it in memory. */
const resolveDataDir = (value: string | undefined): string => {
  const trimmed = value?.trim();
  if (!trimmed) return defaultDataDir;
  return trimmed.startsWith('memory://') ? trimmed : path.resolve(trimmed);
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

  const firebaseProjectId = env.FIREBASE_PROJECT_ID?.trim() || (production ? '' : 'demo-clinic');
  if (!firebaseProjectId) problems.push('FIREBASE_PROJECT_ID is required in production.');

  const otpSecret = env.OTP_SECRET?.trim() || (production ? '' : DEV_OTP_SECRET);
  if (production && otpSecret.length < 32) {
    problems.push('OTP_SECRET must be set to at least 32 characters in production.');
  }

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
  };
}
