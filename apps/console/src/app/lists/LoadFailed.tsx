import { Button, EmptyState } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { LISTS_NAMESPACE } from './listsNamespace';

interface LoadFailedProps {
  /** What could not be loaded ('The list could not be loaded.'). */
  title: string;
  /** The heading's level where it shows: 2 in a screen, 3 in a drawer under its title. */
  headingLevel: 2 | 3;
  /** Reads it again (`query.refetch()`). */
  onRetry: () => void;
}

/**
 * A read that failed (docs/product.md §8, §13.1): what could not be loaded, the hint to check the
 * connection, and "Try again". A list's table shows it in place of its rows, a record's drawer in
 * place of the record; the screen using it loads the `lists` text.
 */
export function LoadFailed({ title, headingLevel, onRetry }: LoadFailedProps) {
  const { t } = useTranslation(LISTS_NAMESPACE);
  return (
    <EmptyState
      icon="warning"
      headingLevel={headingLevel}
      title={title}
      description={t('lists.loadFailedHint')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('lists.retry')}
        </Button>
      }
    />
  );
}
