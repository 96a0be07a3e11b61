import { useId, type ReactNode } from 'react';
import * as layoutStyles from '../layouts/layouts.css';
import * as styles from './listScreen.css';

interface ListScreenProps {
  title: string;
  /** The screen's buttons ("New clinic", "Upload clinics", "Export"), beside the title. */
  actions?: ReactNode;
  /** Search and filters, above the table. */
  toolbar?: ReactNode;
  /** The table (`ListTable`), then whatever dialogs the screen opens. */
  children: ReactNode;
}

/**
 * docs/product.md §13.1 and §2.7: every list screen has this shape — a header with the title and
 * the screen's actions, a row of search and filters, then the table. The header and toolbar are
 * there at once, so the loading skeleton is only the table's.
 */
export function ListScreen({ title, actions, toolbar, children }: ListScreenProps) {
  const titleId = useId();
  return (
    <section className={layoutStyles.screen} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h1 id={titleId} className={layoutStyles.screenTitle}>
          {title}
        </h1>
        {actions}
      </div>
      {toolbar ? (
        <div className={styles.toolbar} role="search">
          {toolbar}
        </div>
      ) : null}
      {children}
    </section>
  );
}
