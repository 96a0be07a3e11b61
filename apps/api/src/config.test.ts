import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      databaseUrl: null,
      firebaseProjectId: 'demo-clinic',
      smtpUrl: null,
      logFormat: 'json',
    });
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('keeps an in-memory PGlite address as it is', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('names every wrong value at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'mail.example',
        FIREBASE_AUTH_EMULATOR_HOST: 'nohost',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT must be a whole number[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it('refuses production without a project, a strong code secret and the console address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /FIREBASE_PROJECT_ID[\s\S]*OTP_SECRET[\s\S]*CSRF_SECRET[\s\S]*CONSOLE_URL/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'clinic-prod',
      OTP_SECRET: 'x'.repeat(32),
      CSRF_SECRET: 'y'.repeat(32),
      CONSOLE_URL: 'https://console.example.org/',
    });
    expect(config.production).toBe(true);
    expect(config.consoleUrl).toBe('https://console.example.org');
  });

  it('names the console npm start serves in invitations, or this api when it serves the console', () => {
    expect(loadConfig({}).consoleUrl).toBe('http://localhost:5173');
    expect(loadConfig({ CONSOLE_DIR: 'dist', PORT: '4173' }).consoleUrl).toBe(
      'http://localhost:4173',
    );
    expect(loadConfig({ CONSOLE_URL: 'https://clinic.example.org/console/' }).consoleUrl).toBe(
      'https://clinic.example.org/console',
    );
    expect(() => loadConfig({ CONSOLE_URL: 'ftp://clinic.example.org' })).toThrow(/CONSOLE_URL/);
    expect(() => loadConfig({ CONSOLE_URL: 'console' })).toThrow(/CONSOLE_URL/);
  });

  it('keeps sessions 30 idle minutes unless told otherwise, never under 65 seconds', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(30 * 60 * 1000);
    expect(loadConfig({ SESSION_IDLE_SECONDS: '120' }).sessionIdleMs).toBe(120_000);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '60' })).toThrow(/SESSION_IDLE_SECONDS/);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: 'soon' })).toThrow(/SESSION_IDLE_SECONDS/);
  });

  it('has no support address unless SUPPORT_EMAIL names one: no placeholder stands in', () => {
    expect(loadConfig({}).supportEmail).toBeNull();
    expect(loadConfig({ SUPPORT_EMAIL: ' Help@Clinic.example ' }).supportEmail).toBe(
      'help@clinic.example',
    );
    for (const wrong of ['support', 'Support <help@clinic.example>', 'a@b.example, c@d.example']) {
      expect(() => loadConfig({ SUPPORT_EMAIL: wrong })).toThrow(/SUPPORT_EMAIL/);
    }
  });

  it('relaxes rate limits only outside production', () => {
    expect(loadConfig({ RATE_LIMITS: 'relaxed' }).relaxedRateLimits).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'p',
        OTP_SECRET: 'x'.repeat(32),
        CSRF_SECRET: 'y'.repeat(32),
        CONSOLE_URL: 'https://console.example.org',
        RATE_LIMITS: 'relaxed',
      }),
    ).toThrow(/RATE_LIMITS/);
  });

  it('refuses the Auth emulator in production: it would let unsigned ID tokens in', () => {
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorHost).toBe(
      '127.0.0.1:9099',
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'p',
        OTP_SECRET: 'x'.repeat(32),
        CSRF_SECRET: 'y'.repeat(32),
        CONSOLE_URL: 'https://console.example.org',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is refused in production/);
  });

  it('trusts forwarded addresses from loopback proxies only, unless told otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 192.0.2.1' }).trustProxy).toBe(
      'loopback, 192.0.2.1',
    );
  });

  it('names a TRUST_PROXY entry that is not a range word, an address or a CIDR range', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopback,proxy.internal' })).toThrow(
      /TRUST_PROXY: "proxy.internal" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('gives slow clients a deadline, a minimum rate and a connection cap by default', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 600_000,
      idleTimeoutMs: 120_000,
      minUploadBytesPerSecond: 1024,
      uploadRateWindowMs: 10_000,
      maxConnections: 1024,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_SECONDS: '30',
        IDLE_TIMEOUT_SECONDS: '5',
        MIN_UPLOAD_BYTES_PER_SECOND: '0',
        UPLOAD_RATE_WINDOW_SECONDS: '2',
        MAX_CONNECTIONS: '50',
      }),
    ).toMatchObject({
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 5_000,
      minUploadBytesPerSecond: 0,
      uploadRateWindowMs: 2_000,
      maxConnections: 50,
    });
  });

  it('refuses slow-client limits that would turn them off or are not whole numbers', () => {
    expect(() =>
      loadConfig({
        REQUEST_TIMEOUT_SECONDS: '0',
        IDLE_TIMEOUT_SECONDS: 'soon',
        MIN_UPLOAD_BYTES_PER_SECOND: '-1',
        UPLOAD_RATE_WINDOW_SECONDS: '0.5',
        MAX_CONNECTIONS: '0',
      }),
    ).toThrow(
      /REQUEST_TIMEOUT_SECONDS must be a whole number of at least 1[\s\S]*IDLE_TIMEOUT_SECONDS[\s\S]*MIN_UPLOAD_BYTES_PER_SECOND must be a whole number of at least 0[\s\S]*UPLOAD_RATE_WINDOW_SECONDS[\s\S]*MAX_CONNECTIONS/,
    );
  });
});
