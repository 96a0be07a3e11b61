import { useId, type ReactNode } from 'react';
import * as styles from './layouts.css';

interface ScreenPlaceholderProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A screen's heading and a line on what it holds, for screens whose content is later work. */
export function ScreenPlaceholder({ title, description, children }: ScreenPlaceholderProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.screenTitle}>
        {title}
      </h1>
      <p className={styles.screenText}>{description}</p>
      {children}
    </section>
  );
}
