import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Role } from '@org/contracts';
import { createIdTokenVerifier, type VerifiedIdToken } from './idTokens';

export interface IdentityUser {
  id: string;
  fullName: string;
  role: Role;
}

export interface IdentityProvider {
  /** A custom token for one sign-in; `sessionId` travels in every ID token of that sign-in as `sid`. */
  issueCustomToken(user: IdentityUser, sessionId: string): Promise<string>;
  /**
   * Verifies signature, expiry, issuer, audience and the `sid` claim in this process (no round
   * trip); rejects otherwise. Revocation is the server's session, checked by the authenticator.
   */
  verifyIdToken(idToken: string): Promise<VerifiedIdToken>;
  revokeAllSessions(userId: string): Promise<void>;
  /** The role claim of tokens refreshed from now on (the account may not exist yet). */
  setRole(userId: string, role: Role): Promise<void>;
  /** Resolves once the provider answered a request made with our credentials; rejects otherwise. */
  checkReachable(): Promise<void>;
  close(): Promise<void>;
}

export interface IdentityOptions {
  projectId: string;
  authEmulatorHost: string | null;
}

/** A uid no account has (ours are UUIDs): asking for it needs the provider and our credentials. */
const PROBE_UID = 'readiness-probe';

/** Firebase Auth through firebase-admin: the emulator when its host is set, else the real project. */
export function createFirebaseIdentity(options: IdentityOptions): IdentityProvider {
  // firebase-admin reads the emulator address from the environment only.
  if (options.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
  const app = initializeApp({ projectId: options.projectId }, `clinic-api-${randomUUID()}`);
  const auth = getAuth(app);
  const verifyIdToken = createIdTokenVerifier(options);

  async function ensureAccount(user: IdentityUser): Promise<void> {
    // The role is a custom user claim, not a custom-token claim, so a role change reaches every
    // token refreshed afterwards (docs/decisions.md "Role as a custom user claim; the database decides").
    try {
      const account = await auth.getUser(user.id);
      if (account.customClaims?.role !== user.role) {
        await auth.setCustomUserClaims(user.id, { role: user.role });
      }
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      await auth.createUser({ uid: user.id, displayName: user.fullName });
      await auth.setCustomUserClaims(user.id, { role: user.role });
    }
  }

  return {
    async issueCustomToken(user, sessionId) {
      await ensureAccount(user);
      return auth.createCustomToken(user.id, { sid: sessionId });
    },
    verifyIdToken,
    async revokeAllSessions(userId) {
      try {
        await auth.revokeRefreshTokens(userId);
      } catch (error) {
        // Never signed in: there is nothing to revoke.
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    async setRole(userId, role) {
      try {
        await auth.setCustomUserClaims(userId, { role });
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    async checkReachable() {
      try {
        await auth.getUser(PROBE_UID);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
