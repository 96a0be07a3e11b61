import { getKnowledgeCheck } from '@org/api-client';
import type { KnowledgeCheckSummary } from '@org/contracts';
import { Drawer, Spinner } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { apiClient } from '../../app/session/apiClient';
import { KnowledgeCheckFormDrawer } from './KnowledgeCheckFormDrawer';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

/** What the drawer is for: a new check, or the one being edited. */
export type KnowledgeCheckDrawerTarget = { check: null } | { check: KnowledgeCheckSummary };

interface KnowledgeCheckDrawerProps {
  target: KnowledgeCheckDrawerTarget;
  onClose: () => void;
}

/**
 * A new check's form at once; an existing one's once its questions and answer key are read (the
 * list's rows have neither).
 */
export function KnowledgeCheckDrawer({ target, onClose }: KnowledgeCheckDrawerProps) {
  const { t } = useTranslation(KNOWLEDGE_CHECKS_NAMESPACE);
  const editing = target.check;
  const check = useQuery({
    queryKey: queryKeys.knowledgeCheck(editing?.id ?? ''),
    queryFn: () => getKnowledgeCheck(apiClient, editing!.id),
    enabled: editing !== null,
    // The form starts from what the api holds now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
  });

  if (!editing) return <KnowledgeCheckFormDrawer check={null} onClose={onClose} />;
  if (check.data) return <KnowledgeCheckFormDrawer check={check.data} onClose={onClose} />;

  const title = t('checkForm.editTitle', { name: editing.title });
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={title}>
      {check.isError ? (
        <LoadFailed
          headingLevel={3}
          title={t('checkForm.loadFailed')}
          onRetry={() => void check.refetch()}
        />
      ) : (
        <Spinner />
      )}
    </Drawer>
  );
}
