import type * as ApiClientExports from '@org/api-client';
import { getLesson, listLessons, recordLessonOpened } from '@org/api-client';
import type { Lesson, ModuleLessons, ModuleProgress } from '@org/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { LessonReader } from './LessonReader';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  listLessons: vi.fn(),
  getLesson: vi.fn(),
  recordLessonOpened: vi.fn(),
}));

const summary = (id: string, position: number, opened: boolean) => ({
  id,
  moduleId: 'm1',
  position,
  title: `Lesson ${id.toUpperCase()}`,
  opened,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const progress = (overrides: Partial<ModuleProgress> = {}): ModuleProgress => ({
  state: 'in-progress',
  openedLessons: 1,
  lessonCount: 2,
  lastLessonId: 'b',
  completedAt: null,
  ...overrides,
});

const moduleLessons = (): ModuleLessons => ({
  moduleId: 'm1',
  lessons: [summary('a', 1, true), summary('b', 2, false)],
  checks: [{ id: 'c1', title: 'Hand hygiene check', passed: false }],
  progress: progress(),
});

const lesson = (id: string): Lesson => ({
  ...summary(id, id === 'a' ? 1 : 2, false),
  content: `<p>Text of ${id}</p><p><a href="https://who.int/" target="_blank" rel="noopener noreferrer">WHO</a></p>`,
});

const renderReader = () => renderScreenAt('/reader', <LessonReader moduleId="m1" />, '/reader');

beforeAll(() => loadEnglishText([KNOWLEDGE_CENTER_NAMESPACE, LISTS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(listLessons).mockReset().mockResolvedValue(moduleLessons());
  vi.mocked(getLesson)
    .mockReset()
    .mockImplementation(async (_client, _module, id) => lesson(id));
  vi.mocked(recordLessonOpened)
    .mockReset()
    .mockImplementation(async (_client, _module, id) =>
      progress({
        lastLessonId: id,
        openedLessons: 2,
        state: 'completed',
        completedAt: '2026-03-02T10:00:00.000Z',
      }),
    );
});

describe('reading a module’s lessons', () => {
  it('resumes at the lesson opened last, records it, and offers the check after the last lesson', async () => {
    renderReader();
    expect(await screen.findByText('Text of b')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lesson B' })).toBeVisible();
    expect(screen.getByText('Lesson 2 of 2')).toBeVisible();
    await vi.waitFor(() => expect(recordLessonOpened).toHaveBeenCalledWith(apiClient, 'm1', 'b'));
    // Recorded: the module is now complete, and the check follows the last lesson.
    expect(await screen.findByText('Completed on Mar 2, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hand hygiene check' })).toHaveAttribute(
      'href',
      '/knowledge-center/knowledge-checks/c1/take',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'WHO' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations();
  });

  it('moves with Previous and Next, focusing the lesson’s title', async () => {
    const { user } = renderReader();
    await screen.findByText('Text of b');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Text of a')).toBeVisible();
    expect(screen.getByText('Lesson 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Lesson A' })).toHaveFocus());
    await vi.waitFor(() => expect(recordLessonOpened).toHaveBeenCalledWith(apiClient, 'm1', 'a'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Text of b')).toBeVisible();
  });

  it('starts at the first lesson before any was opened, and says the state', async () => {
    vi.mocked(listLessons).mockResolvedValue({
      ...moduleLessons(),
      lessons: [summary('a', 1, false), summary('b', 2, false)],
      progress: progress({ state: 'not-started', openedLessons: 0, lastLessonId: null }),
    });
    vi.mocked(recordLessonOpened).mockResolvedValue(progress({ lastLessonId: 'a' }));
    renderReader();
    expect(await screen.findByText('Text of a')).toBeVisible();
    expect(await screen.findByText('In progress: 1 of 2 lessons')).toBeVisible();
  });
});
