import type { ModuleProgress } from '@org/contracts';
import { Badge } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';

/** The reader's state in a module: not started, in progress (n of m) or completed (date). */
export function LearningStateBadge({ progress }: { progress: ModuleProgress }) {
  const { t, i18n } = useTranslation(KNOWLEDGE_CENTER_NAMESPACE);
  if (progress.state === 'completed' && progress.completedAt) {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
      new Date(progress.completedAt),
    );
    return <Badge tone="success">{t('lessons.stateCompleted', { date })}</Badge>;
  }
  if (progress.state === 'in-progress') {
    return (
      <Badge tone="info">
        {t('lessons.stateInProgress', {
          opened: progress.openedLessons,
          count: progress.lessonCount,
        })}
      </Badge>
    );
  }
  return <Badge tone="neutral">{t('lessons.stateNotStarted')}</Badge>;
}
