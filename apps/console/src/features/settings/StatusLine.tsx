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
