import * as styles from './RequiredMark.css';

/**
 * The red asterisk after a required field's label, the one mark every field kind shows. It is for
 * the eye only: the control says it is required itself (`aria-required`, or in its name).
 */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}
