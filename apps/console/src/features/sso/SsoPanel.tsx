import type { CurrentUser, SsoApp } from '@org/api-client';
import { Button } from '@org/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { clearSsoTargetAtom, type SsoTarget } from '../../app/session/clientStateAtoms';
import { queryClient } from '../../app/session/queryClient';
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
 * docs/product.md §11.6. Before sign-in: which app the sign-in is for, and a way out.
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
  const continueRef = useRef<HTMLButtonElement>(null);

  // A query of the one QueryClient, named here because /login has no QueryClientProvider before
  // sign-in. This panel loads apart from the page, so @tanstack stays off /login's first paint.
  // Each target has its own key: another target is being checked until it has its answer.
  const answerAtom = useMemo(
    () =>
      atomWithQuery(
        () => ({
          queryKey: queryKeys.ssoTarget({ appName, redirect }),
          queryFn: async () => (await loadSsoRuntime()).checkTarget({ appName, redirect }),
        }),
        () => queryClient,
      ),
    [appName, redirect],
  );
  const answer = useAtomValue(answerAtom);
  const check: TargetCheck = answer.data
    ? answer.data.ok
      ? { state: 'allowed', app: answer.data.value }
      : { state: 'refused', failure: answer.data.failure }
    : answer.isError
      ? { state: 'refused', failure: null }
      : { state: 'checking' };

  const handOff = useApiMutation({
    mutationFn: async () => (await loadSsoRuntime()).handOff({ appName, redirect }),
    onSuccess: (address) => {
      clearSsoTarget();
      window.location.assign(address);
    },
  });
  // On the way to the app: busy until the page goes.
  const continuing = handOff.isPending || handOff.status === 'success';

  const signedInAndAllowed = user !== null && check.state === 'allowed';
  // The question replaces the sign-in form: focus goes to its answer, not back to the page.
  useEffect(() => {
    if (signedInAndAllowed) continueRef.current?.focus();
  }, [signedInAndAllowed]);

  const cancel = () => {
    clearSsoTarget();
    void navigate(user ? '/' : '/login', { replace: true });
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
      {handOff.error ? (
        <p role="alert" className={styles.failure}>
          {handOff.error}
        </p>
      ) : null}
      <Button
        ref={continueRef}
        variant="primary"
        size="full"
        loading={continuing}
        onClick={() => void handOff.mutate()}
      >
        {t('sso.continue', { app })}
      </Button>
      <Button variant="outline" size="full" disabled={continuing} onClick={cancel}>
        {t('sso.cancel')}
      </Button>
    </div>
  );
}
