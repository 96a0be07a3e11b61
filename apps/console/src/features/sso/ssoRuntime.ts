import { checkSsoTarget, createSsoCode, type SsoApp } from '@org/api-client';
import type { SsoTarget } from '../../app/session/clientStateAtoms';
import { apiClient } from '../../app/session/apiClient';
import { apiFailureText } from '../../app/session/apiFailureText';
import { markFailureShown } from '../../app/session/shownFailures';
import { MutationFailure } from '../../app/data/runMutation';
import type { StepOutcome } from '../../app/i18n/translatedText';

/**
 * docs/product.md §11.6: whether the server knows the app and allows the redirect. An unknown
 * app or a redirect outside its origins is refused here, and nothing redirects.
 */
export async function checkTarget(target: SsoTarget): Promise<StepOutcome<SsoApp>> {
  try {
    return { ok: true, value: await checkSsoTarget(apiClient, target) };
  } catch (error) {
    // The panel says it (docs/decisions.md "A failure is said once").
    markFailureShown(error);
    return { ok: false, failure: apiFailureText(error) };
  }
}

/** Same origin, or the address is refused (the server builds it; the console checks it anyway). */
function staysWithin(address: string, allowed: string): boolean {
  try {
    return new URL(address).origin === new URL(allowed).origin;
  } catch {
    return false;
  }
}

/**
 * A single-use code for the signed-in user, and the address to go to with it. Throws the api's
 * error, or a `MutationFailure` when the address leaves the app's origin.
 */
export async function handOff(target: SsoTarget): Promise<string> {
  const { redirectUrl } = await createSsoCode(apiClient, target);
  if (!staysWithin(redirectUrl, target.redirect)) {
    throw new MutationFailure({ key: 'sso.redirectNotAllowed' });
  }
  return redirectUrl;
}
