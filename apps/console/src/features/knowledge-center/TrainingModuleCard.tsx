import type { TrainingModule } from '@org/contracts';
import { Badge, LazyImage, RowActions, type RowAction } from '@org/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { languageNamer } from '../../app/i18n/languageName';
import { moduleLanguageTag } from './moduleLanguageName';
import { trainingModulePath } from './trainingModulePath';
import * as styles from './trainingModules.css';
import { LearningStateBadge } from './LearningStateBadge';

/** What a system admin can do to a module from its card. */
export interface TrainingModuleCardActions {
  onEdit: (module: TrainingModule) => void;
  onChangeStatus: (module: TrainingModule) => void;
}

interface TrainingModuleCardProps {
  module: TrainingModule;
  /** System admins only: the status badge and the card's menu. */
  actions?: TrainingModuleCardActions;
}

/**
 * One module of the catalogue: its feature image (the placeholder until the card is in view, and
 * for good if the image fails), its title linking to its page, and its facts.
 */
export function TrainingModuleCard({ module, actions }: TrainingModuleCardProps) {
  const { t, i18n } = useTranslation(KNOWLEDGE_CENTER_NAMESPACE);
  const titleId = useId();
  const languageName = languageNamer(i18n.language);
  const published = module.status === 'PUBLISHED';

  const menu: RowAction[] = actions
    ? [
        { label: t('trainingModules.edit'), onSelect: () => actions.onEdit(module) },
        published
          ? {
              label: t('trainingModules.deactivate'),
              tone: 'danger',
              onSelect: () => actions.onChangeStatus(module),
            }
          : {
              label: t('trainingModules.activate'),
              // The api refuses to publish a module without its image (docs/decisions.md).
              disabled: !module.featureImage,
              onSelect: () => actions.onChangeStatus(module),
            },
      ]
    : [];

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <LazyImage
        src={module.featureImage ?? undefined}
        alt=""
        width={320}
        height={180}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <div className={styles.cardHeading}>
          <h2 id={titleId} className={styles.cardTitle}>
            <Link to={trainingModulePath(module.id)} className={styles.titleLink}>
              <bdi>{module.moduleTitle}</bdi>
            </Link>
          </h2>
          {actions ? (
            <Badge tone={published ? 'success' : 'neutral'}>
              {t(`trainingModules.status${module.status}`)}
            </Badge>
          ) : null}
        </div>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{t('trainingModules.fieldCategory')}</dt>
          <dd className={styles.factValue}>
            <bdi>{module.category}</bdi>
          </dd>
          <dt className={styles.factLabel}>{t('trainingModules.fieldLanguage')}</dt>
          <dd className={styles.factValue} lang={moduleLanguageTag(module.language)}>
            {languageName(module.language)}
          </dd>
          <dt className={styles.factLabel}>{t('trainingModules.fieldDifficulty')}</dt>
          <dd className={styles.factValue}>
            {t(`trainingModules.difficulty_${module.difficultyLevel}`)}
          </dd>
          <dt className={styles.factLabel}>{t('trainingModules.fieldDuration')}</dt>
          <dd className={styles.factValue}>
            <bdi>{module.duration}</bdi>
          </dd>
        </dl>
        {module.mine ? <LearningStateBadge progress={module.mine} /> : null}
        {actions ? (
          <div className={styles.cardFooter}>
            <p className={styles.note}>
              {module.featureImage ? null : t('trainingModules.imageNeededToPublish')}
            </p>
            <RowActions
              label={t('trainingModules.rowActions', { name: module.moduleTitle })}
              actions={menu}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
