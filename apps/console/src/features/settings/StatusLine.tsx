import { useCallback, useState } from 'react';
import { apiFailureText } from '../../app/session/apiFailureText';
import { useTranslatedText } from '../../app/i18n/useTranslatedText';
import * as styles from './settings.css';

/** What the last save of a settings section did: nothing yet, done (with its words), or failed. */
export type SaveStatus =
  { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** The section's live line under its controls: read out when it changes, never a layout shift. */
export function StatusLine({ status }: { status: SaveStatus }) {
  return (
    <p className={status.kind === 'failed' ? styles.failure : styles.status} role="status">
      {status.kind === 'idle' ? null : status.message}
    </p>
  );
}

/**
 * A section's status and the way to run a save through it: `save(call, doneMessage)` answers the
 * call's result, or undefined when it failed. A failure the app already shows (spec §8: the
 * network-error dialog; a 401 signs out) leaves the line empty.
 */
export function useSaveStatus() {
  const translate = useTranslatedText();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const save = useCallback(
    async <T,>(call: () => Promise<T>, doneMessage: string): Promise<T | undefined> => {
      try {
        const result = await call();
        setStatus({ kind: 'done', message: doneMessage });
        return result;
      } catch (error) {
        const message = translate(apiFailureText(error));
        setStatus(message ? { kind: 'failed', message } : { kind: 'idle' });
        return undefined;
      }
    },
    [translate],
  );
  return { status, setStatus, save };
}
