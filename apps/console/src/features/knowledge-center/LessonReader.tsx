import { getLesson, listLessons, recordLessonOpened } from '@org/api-client';
import type { ModuleLessons } from '@org/contracts';
import { Badge, Button, Spinner } from '@org/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import * as layoutStyles from '../../app/layouts/layouts.css';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { apiClient } from '../../app/session/apiClient';
import { takeKnowledgeCheckPath } from '../knowledge-checks/knowledgeCheckPaths';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { LearningStateBadge } from './LearningStateBadge';
import * as styles from './lessons.css';

// Outside the modules' prefix: recording progress refreshes the catalogue and the module's state,
// not the lesson being read.
const lessonsKey = (moduleId: string) => ['training-lessons', moduleId] as const;
const lessonKey = (moduleId: string, lessonId: string) =>
  ['training-lessons', moduleId, lessonId] as const;

/** Where the reader resumes: the lesson opened last, else the first. */
const resumeIndex = (data: ModuleLessons): number => {
  const last = data.lessons.findIndex((lesson) => lesson.id === data.progress.lastLessonId);
  return last >= 0 ? last : 0;
};

/**
 * The module's lessons, one at a time, with Previous and Next and how far the reader has come. Each
 * lesson shown counts as opened on the server, which is also where the reader resumes next time;
 * the module's knowledge checks follow the last lesson. The lesson's HTML is the api's, sanitised
 * there (no script, no frame, no event handler).
 */
export function LessonReader({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation(KNOWLEDGE_CENTER_NAMESPACE);
  const queryClient = useQueryClient();
  const lessons = useQuery({
    queryKey: lessonsKey(moduleId),
    queryFn: () => listLessons(apiClient, moduleId),
  });
  const [index, setIndex] = useState<number | null>(null);
  const data = lessons.data;
  // The first answer says where to resume; from then on the reader's own moves decide.
  if (data && index === null) setIndex(resumeIndex(data));
  const current = data && index !== null ? data.lessons[index] : undefined;
  const lesson = useQuery({
    queryKey: lessonKey(moduleId, current?.id ?? ''),
    queryFn: () => getLesson(apiClient, moduleId, current!.id),
    enabled: current !== undefined,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Showing a lesson opens it: the server counts it and resumes here next time.
  useEffect(() => {
    if (!lesson.data) return;
    let live = true;
    void recordLessonOpened(apiClient, moduleId, lesson.data.id)
      .then((progress) => {
        if (!live) return;
        queryClient.setQueryData<ModuleLessons>(lessonsKey(moduleId), (previous) =>
          previous
            ? {
                ...previous,
                progress,
                lessons: previous.lessons.map((item) =>
                  item.id === lesson.data.id ? { ...item, opened: true } : item,
                ),
              }
            : previous,
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.trainingModules() });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [lesson.data, moduleId, queryClient]);

  useEffect(() => {
    if (moved.current && lesson.data) headingRef.current?.focus();
  }, [lesson.data]);

  if (lessons.isError) {
    return (
      <LoadFailed
        headingLevel={3}
        title={t('lessons.loadFailed')}
        onRetry={() => void lessons.refetch()}
      />
    );
  }
  if (!data) return <Spinner label={t('lessons.loading')} />;
  if (data.lessons.length === 0)
    return <p className={layoutStyles.screenText}>{t('lessons.none')}</p>;

  const position = (index ?? 0) + 1;
  const total = data.lessons.length;
  const last = position === total;
  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  return (
    <div className={styles.reader}>
      <div className={styles.progressRow}>
        <LearningStateBadge progress={data.progress} />
        <progress
          className={styles.progress}
          aria-label={t('lessons.progressLabel')}
          max={total}
          value={data.progress.openedLessons}
        />
        <span>{t('lessons.position', { position, total })}</span>
      </div>
      {current ? (
        <article aria-labelledby="lesson-title">
          <h3
            id="lesson-title"
            ref={headingRef}
            tabIndex={-1}
            className={styles.lessonTitle}
            dir="auto"
          >
            {current.title}
          </h3>
          {lesson.isError ? (
            <LoadFailed
              headingLevel={3}
              title={t('lessons.lessonLoadFailed')}
              onRetry={() => void lesson.refetch()}
            />
          ) : lesson.data ? (
            <div
              className={styles.lessonContent}
              dir="auto"
              // Sanitised by the api (sanitize-html): no script, frame, style or event handler.
              dangerouslySetInnerHTML={{ __html: lesson.data.content }}
            />
          ) : (
            <Spinner label={t('lessons.loadingLesson')} />
          )}
        </article>
      ) : null}
      <nav className={styles.navigation} aria-label={t('lessons.navigation')}>
        <Button variant="secondary" disabled={position <= 1} onClick={() => go(position - 2)}>
          {t('lessons.previous')}
        </Button>
        {last ? null : <Button onClick={() => go(position)}>{t('lessons.next')}</Button>}
      </nav>
      {last && data.checks.length > 0 ? (
        <section aria-labelledby="lesson-checks">
          <h3 id="lesson-checks" className={styles.lessonTitle}>
            {t('lessons.checksTitle')}
          </h3>
          <ul>
            {data.checks.map((check) => (
              <li key={check.id}>
                <Link to={takeKnowledgeCheckPath(check.id)} className={layoutStyles.textLink}>
                  <bdi>{check.title}</bdi>
                </Link>{' '}
                {check.passed ? <Badge tone="success">{t('lessons.checkPassed')}</Badge> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
