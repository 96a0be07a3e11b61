import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { loginEmailAtom, loginStepAtom } from '../../app/session/clientStateAtoms';
import {
  currentUserAtom,
  signedOutReasonAtom,
  type SignedOutReason,
} from '../../app/session/sessionAtoms';
import { useSsoTarget } from '../sso/useSsoTarget';
import { EmailStepForm } from './EmailStepForm';
import { LoginMaintenanceNotice } from './LoginMaintenanceNotice';
import * as styles from './LoginScreen.css';

// docs/decisions.md "/login first-load budget": the first paint holds the e-mail step only (the
// maintenance message is read without the api client: ./LoginMaintenanceNotice). The code step and
// the single sign-on panel follow when they are needed.
const OtpStepForm = lazy(async () => ({ default: (await import('./OtpStepForm')).OtpStepForm }));
const SsoPanel = lazy(async () => ({ default: (await import('../sso/SsoPanel')).SsoPanel }));

/**
 * docs/product.md §2: two steps, e-mail then code, both kept in local storage until reset; the single sign-on
 * target of a sibling app (docs/product.md §11.6) and the maintenance message on top.
 */
/** What the login page says after a sign-out the person did not ask for in this tab. */
const signedOutReasonText: Record<SignedOutReason, string> = {
  idle: 'login.signedOutIdle',
  'session-ended': 'login.sessionEnded',
  'other-tab': 'login.signedOutInOtherTab',
};

export function LoginScreen() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const step = useAtomValue(loginStepAtom);
  const email = useAtomValue(loginEmailAtom);
  const signedOutReason = useAtomValue(signedOutReasonAtom);
  const ssoTarget = useSsoTarget();
  const signedIn = Boolean(user?.id);

  // Signed in with no app to continue to: this page has nothing more to do.
  if (signedIn && !ssoTarget) return <Navigate to="/" replace />;

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {signedIn ? t('sso.title') : t('login.title')}
      </h1>
      {signedIn ? null : <p className={styles.subtitle}>{t('login.subtitle')}</p>}
      {!signedIn && signedOutReason ? (
        <p role="status" className={styles.notice}>
          {t(signedOutReasonText[signedOutReason])}
        </p>
      ) : null}
      {signedIn ? null : (
        // Signed in (asked to continue to an app), the page's banner already says it.
        <LoginMaintenanceNotice />
      )}
      {ssoTarget ? (
        <Suspense fallback={null}>
          <SsoPanel target={ssoTarget} user={signedIn ? user : null} />
        </Suspense>
      ) : null}
      {signedIn ? null : step === 'otp' && email ? (
        <Suspense fallback={null}>
          <OtpStepForm email={email} />
        </Suspense>
      ) : (
        <EmailStepForm />
      )}
    </section>
  );
}
