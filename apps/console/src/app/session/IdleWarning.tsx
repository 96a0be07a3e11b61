import { getSession, keepSessionAlive } from '@org/api-client';
import { Button, Dialog } from '@org/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  idlePhase,
  idleSchedule,
  msUntilNextPhase,
  secondsUntilSignOut,
  type IdleSchedule,
} from './idleDeadline';
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
  const [idleTimeoutMs, setIdleTimeoutMs] = useState<number | null>(null);
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

  useEffect(() => {
    let current = true;
    getSession(apiClient).then(
      (session) => current && setIdleTimeoutMs(session.idleTimeoutMs),
      () => undefined, // A 401 here signs out through the global handler.
    );
    return () => {
      current = false;
    };
  }, []);

  const schedule: IdleSchedule | null =
    idleTimeoutMs === null ? null : idleSchedule(lastActivityAt, idleTimeoutMs);
  const phase = schedule ? idlePhase(now, schedule) : 'active';

  // Wake up at the next phase change; tick every second while the countdown shows.
  useEffect(() => {
    if (!schedule) return;
    const wait = msUntilNextPhase(Date.now(), schedule);
    if (wait === null) return;
    const delay = phase === 'warning' ? Math.min(wait, COUNTDOWN_TICK_MS) : wait;
    const timer = window.setTimeout(() => setNow(Date.now()), delay);
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
