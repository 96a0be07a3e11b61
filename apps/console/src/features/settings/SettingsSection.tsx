import { useId, type ReactNode } from 'react';
import * as styles from './settings.css';

interface SettingsSectionProps {
  title: string;
  /** A line under the title on what the section does. */
  hint?: string;
  children: ReactNode;
}

/** One part of the Settings screen: a region named by its heading. */
export function SettingsSection({ title, hint, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {hint ? <p className={styles.text}>{hint}</p> : null}
      {children}
    </section>
  );
}
