import { latestMutation } from '../../app/data/runMutation';
import type { ApiMutation } from '../../app/data/useApiMutation';
import * as styles from './settings.css';

/** What the last save of a settings section did: nothing yet, done (with its words), or failed. */
export type SaveStatus =
  { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

type SectionMutation = Pick<ApiMutation<never>, 'status' | 'error' | 'successText' | 'submittedAt'>;

/**
 * The status of a section whose changes (`useApiMutation`) share one line: what the one started
 * last said, its `successText` or its failure. A failure the app already shows (docs/product.md §8: the
 * network-error dialog; a 401 signs out) leaves the line empty, as does a change under way.
 */
export function saveStatusOf(...mutations: [SectionMutation, ...SectionMutation[]]): SaveStatus {
  const latest = latestMutation(...mutations);
  if (latest.status === 'success' && latest.successText) {
    return { kind: 'done', message: latest.successText };
  }
  if (latest.status === 'error' && latest.error) return { kind: 'failed', message: latest.error };
  return { kind: 'idle' };
}

/** The section's live line under its controls: read out when it changes, never a layout shift. */
export function StatusLine({ status }: { status: SaveStatus }) {
  return (
    <p className={status.kind === 'failed' ? styles.failure : styles.status} role="status">
      {status.kind === 'idle' ? null : status.message}
    </p>
  );
}
