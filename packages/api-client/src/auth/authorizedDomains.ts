import { IdentityError } from './identityErrors';

/** Where the Identity Toolkit answers: the emulator's address when one is used, else Google's. */
export function identityToolkitUrl(apiKey: string, emulatorUrl?: string): string {
  const base = emulatorUrl
    ? `${emulatorUrl.replace(/\/$/, '')}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/projects?key=${encodeURIComponent(apiKey)}`;
}

/**
 * docs/product.md §5 and §7: sign-in is refused when the page's host is not in the project's authorised
 * domains (`GET /v1/projects`, field `authorizedDomains`).
 */
export async function assertAuthorizedDomain(
  hostname: string,
  projectConfigUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let domains: unknown;
  try {
    const response = await fetchImpl(projectConfigUrl);
    if (response.status === 400) throw new IdentityError('invalid-api-key');
    if (!response.ok) throw new IdentityError('internal-error');
    domains = ((await response.json()) as { authorizedDomains?: unknown }).authorizedDomains;
  } catch (error) {
    if (error instanceof IdentityError) throw error;
    throw new IdentityError('network-request-failed', error);
  }
  if (!Array.isArray(domains) || !domains.includes(hostname))
    throw new IdentityError('unauthorized-domain');
}
