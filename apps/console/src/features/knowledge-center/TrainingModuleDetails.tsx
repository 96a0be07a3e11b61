import type { TrainingModule } from '@org/contracts';
import { Badge, LazyImage } from '@org/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { languageNamer } from '../../app/i18n/languageName';
import { moduleLanguageTag } from './moduleLanguageName';
import { LessonReader } from './LessonReader';
import { TrainingModuleFrame } from './TrainingModuleFrame';
import * as styles from './trainingModules.css';

interface TrainingModuleDetailsProps {
  module: TrainingModule;
  /** The way back to the catalogue, above the module. */
  backLink: ReactNode;
}

/** Everything a module says: its image and facts, its long texts, then its skills. */
export function TrainingModuleDetails({ module, backLink }: TrainingModuleDetailsProps) {
  const { t, i18n } = useTranslation(KNOWLEDGE_CENTER_NAMESPACE);
  const languageName = languageNamer(i18n.language);
  const facts: [string, ReactNode][] = [
    [t('trainingModules.fieldAuthor'), module.author],
    [t('trainingModules.fieldCategory'), module.category],
    [
      t('trainingModules.fieldLanguage'),
      <span lang={moduleLanguageTag(module.language)}>{languageName(module.language)}</span>,
    ],
    [
      t('trainingModules.fieldDifficulty'),
      t(`trainingModules.difficulty_${module.difficultyLevel}`),
    ],
    [t('trainingModules.fieldDuration'), module.duration],
    [t('trainingModules.fieldEffort'), module.effort],
  ];
  const sections: [string, ReactNode][] = [
    [
      t('trainingModules.fieldDescription'),
      <p className={styles.longText} dir="auto">
        {module.description}
      </p>,
    ],
    [
      t('trainingModules.fieldWhatYoullLearn'),
      <p className={styles.longText} dir="auto">
        {module.whatYoullLearn}
      </p>,
    ],
    [
      t('trainingModules.fieldPrerequisites'),
      <p className={styles.longText} dir="auto">
        {module.prerequisites}
      </p>,
    ],
    [
      t('trainingModules.fieldSkills'),
      <ul className={styles.skills}>
        {module.skills.map((skill, index) => (
          <li key={`${index}-${skill}`}>
            <Badge tone="info">
              <bdi>{skill}</bdi>
            </Badge>
          </li>
        ))}
      </ul>,
    ],
  ];

  return (
    <TrainingModuleFrame title={module.moduleTitle}>
      {backLink}
      {/* Only system admins can open a draft: they are told it is one. */}
      {module.status === 'DRAFT' ? (
        <p className={styles.note}>
          <Badge tone="neutral">{t('trainingModules.statusDRAFT')}</Badge>
        </p>
      ) : null}
      <div className={styles.moduleSummary}>
        <LazyImage
          src={module.featureImage ?? undefined}
          alt={t('trainingModules.imageAlt', { name: module.moduleTitle })}
          width={320}
          height={180}
          className={styles.moduleImage}
        />
        <dl className={styles.facts}>
          {facts.map(([label, value]) => [
            <dt key={`${label}-term`} className={styles.factLabel}>
              {label}
            </dt>,
            <dd key={`${label}-value`} className={styles.factValue}>
              {typeof value === 'string' ? <bdi>{value}</bdi> : value}
            </dd>,
          ])}
        </dl>
      </div>
      {sections.map(([title, content]) => (
        <section key={title} className={styles.moduleSection}>
          <h2 className={styles.sectionTitle}>{title}</h2>
          {content}
        </section>
      ))}
      <section className={styles.moduleSection} aria-labelledby="module-lessons">
        <h2 id="module-lessons" className={styles.sectionTitle}>
          {t('lessons.title')}
        </h2>
        <LessonReader moduleId={module.id} />
      </section>
    </TrainingModuleFrame>
  );
}
