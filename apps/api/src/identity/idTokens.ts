import {
  createRemoteJWKSet,
  jwtVerify,
  UnsecuredJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** What a verified Firebase ID token says that the api uses. */
export interface VerifiedIdToken {
  /** The Firebase uid, which is our user's id. */
  uid: string;
  /** Our session's id: the `sid` claim of the custom token, copied into every ID token. */
  sessionId: string;
  claims: JWTPayload;
}

export interface IdTokenVerifierOptions {
  projectId: string;
  /** host:port of the Auth emulator: its tokens are unsigned, and are accepted only then. */
  authEmulatorHost: string | null;
  /** Google's keys; given by tests (a local key set). */
  keys?: JWTVerifyGetKey;
  /** Now, for expiry (tests); the system clock otherwise. */
  currentDate?: () => Date;
}

/** Where Google publishes the keys that sign Firebase ID tokens (securetoken), as a JWKS. */
export const SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** An ID token lives an hour; clocks may differ by a few seconds. */
const MAX_TOKEN_AGE_SECONDS = 60 * 60;
const CLOCK_TOLERANCE_SECONDS = 5;
/** Tokens verified lately, kept until they expire (a token cannot change): past it, the oldest go. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Verifies Firebase ID tokens in this process, as firebase-admin does but without its revocation
 * round trip (which it makes on every call against the emulator): RS256 with Google's published
 * keys (fetched once, cached, fetched again for an unknown key id), or — only when the emulator is
 * configured — the emulator's unsigned tokens; then the issuer, the audience, the expiry, an issue
 * time in the past and within the hour, a subject of 1 to 128 characters, and our `sid` claim.
 * Revocation is the server's session (services/sessionService.ts), not the token's. A token that
 * verified is remembered until its expiry, so the signature is checked once per token, not once
 * per request.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions) {
  const claimOptions = () => ({
    issuer: `https://securetoken.google.com/${options.projectId}`,
    audience: options.projectId,
    requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    maxTokenAge: MAX_TOKEN_AGE_SECONDS,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(options.currentDate ? { currentDate: options.currentDate() } : {}),
  });
  const keys = options.keys ?? createRemoteJWKSet(new URL(SECURETOKEN_JWKS_URL));

  const claimsOf = async (token: string): Promise<JWTPayload> => {
    if (options.authEmulatorHost) return UnsecuredJWT.decode(token, claimOptions()).payload;
    return (await jwtVerify(token, keys, { ...claimOptions(), algorithms: ['RS256'] })).payload;
  };

  const verified = new Map<string, VerifiedIdToken>();
  const nowSeconds = () => (options.currentDate?.() ?? new Date()).getTime() / 1000;

  return async (token: string): Promise<VerifiedIdToken> => {
    const known = verified.get(token);
    if (known) {
      if (known.claims.exp! + CLOCK_TOLERANCE_SECONDS > nowSeconds()) return known;
      verified.delete(token);
    }
    const claims = await claimsOf(token);
    const { sub, sid } = claims;
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) {
      throw new Error('the ID token has no valid subject');
    }
    if (typeof sid !== 'string') throw new Error('the ID token has no session');
    const result = { uid: sub, sessionId: sid, claims };
    verified.set(token, result);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    return result;
  };
}
