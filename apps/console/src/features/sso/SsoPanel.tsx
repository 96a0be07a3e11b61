import type { CurrentUser, SsoApp } from '@org/api-client';
import { Button } from '@org/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSsoTargetAtom, type SsoTarget } from '../../app/session/clientStateAtoms';
import type { TranslatedText } from '../../app/i18n/translatedText';
import { useTranslatedText } from '../../app/i18n/useTranslatedText';
import { loadSsoRuntime } from './loadSsoRuntime';
import * as styles from './SsoPanel.css';

type TargetCheck =
  | { state: 'checking' }
  | { state: 'allowed'; app: SsoApp }
  | { state: 'refused'; failure: TranslatedText | null };

interface SsoPanelProps {
  target: SsoTarget;
  /** The signed-in user, or null before sign-in. */
  user: CurrentUser | null;
}

/**
 * PRODUCT.md single sign-on target. Before sign-in: which app the sign-in is for, and a way out.
 * After sign-in (or at once for a signed-in user): "Continue to X as you@…" — confirm obtains a
 * single-use code and goes to the app; cancel clears the values and goes Home. An unknown app or a
 * redirect outside its origins shows an error and never redirects.
 */
export function SsoPanel({ target, user }: SsoPanelProps) {
  const { t } = useTranslation();
  const translate = useTranslatedText();
  const navigate = useNavigate();
  const clearSsoTarget = useSetAtom(clearSsoTargetAtom);
  const { appName, redirect } = target;
  // The answer is kept with the target it is for: another target is being checked until it has one.
  const targetKey = `${appName}\n${redirect}`;
  const [answer, setAnswer] = useState<{ targetKey: string; check: TargetCheck } | null>(null);
  const check: TargetCheck = answer?.targetKey === targetKey ? answer.check : { state: 'checking' };
  const [continuing, setContinuing] = useState(false);
  const [failure, setFailure] = useState<TranslatedText | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    const key = `${appName}\n${redirect}`;
    loadSsoRuntime()
      .then((runtime) => runtime.checkTarget({ appName, redirect }))
      .then(
        (outcome) => {
          if (!current) return;
          setAnswer({
            targetKey: key,
            check: outcome.ok
              ? { state: 'allowed', app: outcome.value }
              : { state: 'refused', failure: outcome.failure },
          });
        },
        () => current && setAnswer({ targetKey: key, check: { state: 'refused', failure: null } }),
      );
    return () => {
      current = false;
    };
  }, [appName, redirect]);

  const signedInAndAllowed = user !== null && check.state === 'allowed';
  // The question replaces the sign-in form: focus goes to its answer, not back to the page.
  useEffect(() => {
    if (signedInAndAllowed) continueRef.current?.focus();
  }, [signedInAndAllowed]);

  const cancel = () => {
    clearSsoTarget();
    void navigate(user ? '/' : '/login', { replace: true });
  };

  const continueToApp = async () => {
    setFailure(null);
    setContinuing(true);
    try {
      const runtime = await loadSsoRuntime();
      const outcome = await runtime.handOff({ appName, redirect });
      if (!outcome.ok) {
        setFailure(outcome.failure);
        setContinuing(false);
        return;
      }
      clearSsoTarget();
      window.location.assign(outcome.value);
    } catch {
      setFailure({ key: 'An error occurred', ns: 'apiClient' });
      setContinuing(false);
    }
  };

  if (check.state === 'checking') {
    return (
      <p role="status" className={styles.panel}>
        {t('sso.checking', { app: appName })}
      </p>
    );
  }

  if (check.state === 'refused') {
    return (
      <div className={styles.refused}>
        <p role="alert" className={styles.failure}>
          {translate(check.failure) ?? t('sso.checkFailed', { app: appName })}
        </p>
        <Button variant="outline" size="full" onClick={cancel}>
          {user ? t('sso.goHome') : t('sso.signInWithoutApp')}
        </Button>
      </div>
    );
  }

  const app = check.app.displayName;
  if (!user) {
    return (
      <div className={styles.panel}>
        <p className={styles.message}>{t('sso.signInToContinue', { app })}</p>
        <Button variant="ghost" size="sm" onClick={cancel}>
          {t('sso.dontContinue', { app })}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.prompt}>
      <p className={styles.question}>{t('sso.continueAs', { app, email: user.email })}</p>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {translate(failure)}
        </p>
      ) : null}
      <Button
        ref={continueRef}
        variant="primary"
        size="full"
        loading={continuing}
        onClick={() => void continueToApp()}
      >
        {t('sso.continue', { app })}
      </Button>
      <Button variant="outline" size="full" disabled={continuing} onClick={cancel}>
        {t('sso.cancel')}
      </Button>
    </div>
  );
}
