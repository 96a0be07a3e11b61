import { useId, type ReactNode } from 'react';
import * as layoutStyles from '../../app/layouts/layouts.css';

/** The module page's screen: its title as the page's heading, then what the page shows. */
export function TrainingModuleFrame({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={layoutStyles.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={layoutStyles.screenTitle}>
        <bdi>{title}</bdi>
      </h1>
      {children}
    </section>
  );
}
