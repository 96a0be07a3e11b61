import { Button } from '@org/ui';
import * as styles from './LoginScreen.css';

interface LoginSubmitProps {
  label: string;
  submitting: boolean;
  /** The translated reason the last attempt failed, announced as it appears. */
  failure: string | null;
}

/** The submit button of a sign-in step, with the step's failure above it. */
export function LoginSubmit({ label, submitting, failure }: LoginSubmitProps) {
  return (
    <>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="full" loading={submitting}>
        {label}
      </Button>
    </>
  );
}
