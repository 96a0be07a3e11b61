import { ApiError, getSession, keepSessionAlive } from '@org/api-client';
import { Button, Dialog } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  idlePhase,
  idleSchedule,
  msUntilNextPhase,
  secondsUntilSignOut,
  type IdleSchedule,
} from './idleDeadline';
import { queryKeys } from '../data/queryKeys';
import { onOtherTabsNews, tellOtherTabs } from './sessionChannel';
import { onApiActivity } from './apiActivity';
import { apiClient } from './apiClient';

const COUNTDOWN_TICK_MS = 1_000;

interface IdleWarningProps {
  /** Signs out and goes to /login; `idle` says the deadline passed without an answer. */
  onSignOut: (reason: 'idle' | 'user') => void;
}

/**
 * docs/product.md §11.3: a minute before the server's idle timeout, asks whether to stay signed in.
 * The server's timeout comes from GET /auth/session; every successful answer of a signed-in route,
 * in this tab or another one of the same browser, restarts the count.
 */
export function IdleWarning({ onSignOut }: IdleWarningProps) {
  const { t } = useTranslation();
  // Asked until the server answers: without it this tab would never warn nor sign out, and a
  // shared screen would keep showing its records. A 401 signs out through the global handler.
  const idleTimeoutMs =
    useQuery({
      queryKey: queryKeys.sessionIdleTimeout(),
      queryFn: async () => (await getSession(apiClient)).idleTimeoutMs,
      staleTime: Number.POSITIVE_INFINITY,
      retry: (_, error) => !(error instanceof ApiError && error.status === 401),
      meta: { failureShown: false },
    }).data ?? null;
  const [lastActivityAt, setLastActivityAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [keepingAlive, setKeepingAlive] = useState(false);
  const stayButtonRef = useRef<HTMLButtonElement>(null);
  const onSignOutRef = useRef(onSignOut);
  useEffect(() => {
    onSignOutRef.current = onSignOut;
  });

  useEffect(() => {
    const record = (at: number) => {
      setLastActivityAt((last) => Math.max(last, at));
      setNow(Date.now());
    };
    const stopHearing = onOtherTabsNews((news) => {
      if (news.type === 'activity') record(news.at);
    });
    const unsubscribe = onApiActivity(() => {
      const at = Date.now();
      record(at);
      tellOtherTabs({ type: 'activity', at });
    });
    return () => {
      unsubscribe();
      stopHearing();
    };
  }, []);

  const schedule: IdleSchedule | null =
    idleTimeoutMs === null ? null : idleSchedule(lastActivityAt, idleTimeoutMs);
  const phase = schedule ? idlePhase(now, schedule) : 'active';

  // Wake up at the next phase change after the one shown; tick every second while the countdown
  // shows. Counted from the moment shown (`now`): a schedule that became known after its warning
  // was due (the idle time's answer came late) wakes at once, instead of at the sign-out.
  useEffect(() => {
    if (!schedule) return;
    const wait = msUntilNextPhase(now, schedule);
    if (wait === null) return;
    const delay = phase === 'warning' ? Math.min(wait, COUNTDOWN_TICK_MS) : wait;
    const timer = window.setTimeout(
      () => setNow(Date.now()),
      Math.max(0, now + delay - Date.now()),
    );
    return () => window.clearTimeout(timer);
  });

  useEffect(() => {
    if (phase === 'expired') onSignOutRef.current('idle');
  }, [phase]);

  const staySignedIn = async () => {
    setKeepingAlive(true);
    try {
      await keepSessionAlive(apiClient); // its response restarts the count
    } catch {
      // A 401 (the session already ended) signs out through the global handler.
    } finally {
      setKeepingAlive(false);
    }
  };

  if (!schedule || phase !== 'warning') return null;
  return (
    <Dialog
      open
      // Closing it (Escape, close button) is activity too: the user is there.
      onOpenChange={(open) => {
        if (!open) void staySignedIn();
      }}
      dismissible={false}
      role="alertdialog"
      size="sm"
      title={t('idle.title')}
      description={t('idle.message', { seconds: secondsUntilSignOut(now, schedule) })}
      initialFocusRef={stayButtonRef}
      footer={
        <>
          <Button variant="outline" onClick={() => onSignOut('user')}>
            {t('idle.signOut')}
          </Button>
          <Button
            ref={stayButtonRef}
            variant="primary"
            loading={keepingAlive}
            onClick={() => void staySignedIn()}
          >
            {t('idle.staySignedIn')}
          </Button>
        </>
      }
    />
  );
}
