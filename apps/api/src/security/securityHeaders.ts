import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Origins the console's identity-provider SDK talks to: the Auth emulator or Google's endpoints. */
export const identityOrigins = (authEmulatorHost: string | null): string[] =>
  authEmulatorHost
    ? [`http://${authEmulatorHost}`]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * The same headers on every response, api and console alike: a CSP that allows no inline script,
 * HSTS, nosniff, frame-ancestors 'none', a strict Referrer-Policy and a Permissions-Policy.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { authEmulatorHost: string | null },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Positioned overlays set style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...identityOrigins(options.authEmulatorHost)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
