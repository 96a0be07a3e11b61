import { useId, type ReactNode } from 'react';
import * as styles from './layouts.css';

interface SimpleScreenProps {
  title: string;
  description: string;
  /** `card` when the screen stands on its own, outside the signed-in page's surface. */
  surface?: 'screen' | 'card';
  children?: ReactNode;
}

/** A screen of a heading and a line of text (and whatever follows): placeholders and messages. */
export function SimpleScreen({
  title,
  description,
  surface = 'screen',
  children,
}: SimpleScreenProps) {
  const titleId = useId();
  return (
    <section className={styles[surface]} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.screenTitle}>
        {title}
      </h1>
      <p className={styles.screenText}>{description}</p>
      {children}
    </section>
  );
}
