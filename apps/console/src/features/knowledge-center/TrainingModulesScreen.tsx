import { listTrainingModules, setTrainingModuleStatus } from '@org/api-client';
import {
  can,
  type TrainingModule,
  trainingModuleList,
  type TrainingModuleListParams,
} from '@org/contracts';
import { Button } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { ListSearch } from '../../app/lists/ListSearch';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { PUBLISHED_OR_DRAFT, RecordStatusDialog } from '../../app/records/RecordStatusDialog';
import { apiClient } from '../../app/session/apiClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { useLanguageOptions } from '../../app/i18n/languageName';
import { TrainingModuleCards } from './TrainingModuleCards';
import { TrainingModuleDrawer, type TrainingModuleDrawerTarget } from './TrainingModuleDrawer';
import { useTrainingModuleCategories } from './useTrainingModuleCategories';

const learningStateLabels = {
  'not-started': 'lessons.filterNotStarted',
  'in-progress': 'lessons.filterInProgress',
  completed: 'lessons.filterCompleted',
} as const;

/**
 * docs/product.md §3.4: the training modules as a catalogue of cards, with the shared list's
 * search, filters and pages in the address. Every role reads the published modules; system admins
 * also see the drafts, add and edit modules, and publish or unpublish them.
 */
export function TrainingModulesScreen() {
  const { t, i18n } = useTranslation(KNOWLEDGE_CENTER_NAMESPACE);
  const manage = can(useAtomValue(currentUserAtom), 'knowledge:manage');
  const list = useListUrlState(trainingModuleList);
  const [drawer, setDrawer] = useState<TrainingModuleDrawerTarget | null>(null);
  const [statusChange, setStatusChange] = useState<TrainingModule | null>(null);
  const categories = useTrainingModuleCategories();

  const params = list.params as TrainingModuleListParams;
  const modules = useQuery({
    queryKey: queryKeys.trainingModules(params),
    queryFn: () => listTrainingModules(apiClient, params),
    placeholderData: keepPreviousData,
  });

  const cardActions = useMemo(
    () => ({
      onEdit: (module: TrainingModule) => setDrawer({ module }),
      onChangeStatus: (module: TrainingModule) => setStatusChange(module),
    }),
    [],
  );

  const chosenCategory = list.state.filters.category;
  const categoryOptions = [
    ...new Set([...categories, ...(chosenCategory ? [chosenCategory] : [])]),
  ].map((category) => ({ value: category, label: category }));
  const languageOptions = useLanguageOptions(i18n.language);
  const add = manage ? (
    <Button variant="primary" onClick={() => setDrawer({ module: null })}>
      {t('trainingModules.add')}
    </Button>
  ) : undefined;

  return (
    <ListScreen
      title={t('trainingModules.title')}
      actions={add}
      toolbar={
        <>
          <ListSearch
            label={t('trainingModules.search')}
            value={list.state.search}
            onSearch={list.setSearch}
          />
          <ListFilters
            list={list}
            controls={{
              category: {
                label: t('trainingModules.fieldCategory'),
                anyText: t('trainingModules.anyCategory'),
                options: categoryOptions,
              },
              // A module's language is free text; the filter offers the interface's languages.
              language: {
                label: t('trainingModules.fieldLanguage'),
                anyText: t('trainingModules.anyLanguage'),
                options: languageOptions,
              },
              difficultyLevel: {
                label: t('trainingModules.fieldDifficulty'),
                anyText: t('trainingModules.anyDifficulty'),
                valueLabel: (level) => t(`trainingModules.difficulty_${level}`),
              },
              status: manage
                ? {
                    label: t('trainingModules.fieldStatus'),
                    anyText: t('trainingModules.anyStatus'),
                    valueLabel: (status) => t(`trainingModules.status${status}`),
                  }
                : false,
              // "My training": the reader's own modules by state.
              myState: {
                label: t('lessons.myState'),
                anyText: t('lessons.anyState'),
                valueLabel: (state) => t(learningStateLabels[state]),
              },
            }}
          />
        </>
      }
    >
      <TrainingModuleCards
        query={modules}
        list={list}
        actions={manage ? cardActions : undefined}
        empty={{
          description: manage
            ? t('trainingModules.emptyHintAdmin')
            : t('trainingModules.emptyHint'),
          ...(add ? { action: add } : {}),
        }}
        pagesLabel={t('trainingModules.pages')}
      />
      {drawer ? <TrainingModuleDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      {statusChange ? (
        <RecordStatusDialog
          name={statusChange.moduleTitle}
          status={statusChange.status}
          statuses={PUBLISHED_OR_DRAFT}
          words={{ ns: KNOWLEDGE_CENTER_NAMESPACE, prefix: 'trainingModules' }}
          setStatus={(status) => setTrainingModuleStatus(apiClient, statusChange.id, status)}
          invalidates={[queryKeys.trainingModules()]}
          onClose={() => setStatusChange(null)}
        />
      ) : null}
    </ListScreen>
  );
}

// One chunk for the catalogue and a module's page: /login carries one name less (docs/decisions.md
// "/login first-load budget").
export { TrainingModulePage } from './TrainingModulePage';
