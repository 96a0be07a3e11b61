import type * as ApiClientExports from '@org/api-client';
import { ApiError, getTrainingModule, listLessons } from '@org/api-client';
import { trainingMessages } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { trainingModule } from './trainingModuleFixtures';
import { TrainingModulePage } from './TrainingModulePage';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getTrainingModule: vi.fn(),
  listLessons: vi.fn(),
}));

const CATALOGUE = '/knowledge-center/training-modules';
const renderPage = (id = 'm1') =>
  renderScreenAt(`${CATALOGUE}/:id`, <TrainingModulePage />, `${CATALOGUE}/${id}`);

beforeAll(() => loadEnglishText([KNOWLEDGE_CENTER_NAMESPACE, LISTS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getTrainingModule).mockReset().mockResolvedValue(trainingModule());
  vi.mocked(listLessons).mockResolvedValue({
    moduleId: 'm1',
    lessons: [],
    checks: [],
    progress: {
      state: 'not-started',
      openedLessons: 0,
      lessonCount: 0,
      lastLessonId: null,
      completedAt: null,
    },
  });
});

describe('a training module’s page (docs/product.md §3.4)', () => {
  it('shows the image, every field and the skills, with a link back to the catalogue', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand hygiene' })).toBeVisible();
    expect(getTrainingModule).toHaveBeenCalledWith(apiClient, 'm1');
    const image = screen.getByRole('img', { name: 'Feature image of Hand hygiene' });
    expect(image).toHaveAttribute('data-url', trainingModule().featureImage);
    for (const text of [
      'Dr. Ana Lima',
      'Infection control',
      'English',
      'Beginner',
      '2 hours',
      '1 hour a week',
      'The five moments of hand hygiene.',
      'When and how to wash your hands.',
      'None.',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    const skills = screen.getByRole('heading', { name: 'Skills' }).parentElement!;
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hand washing', 'Glove use']);
    expect(screen.getByRole('link', { name: 'Back to all training modules' })).toHaveAttribute(
      'href',
      CATALOGUE,
    );
    await expectNoAxeViolations();
  });

  it('says a module that does not exist (or a draft for staff) is not found, without asking again', async () => {
    vi.mocked(getTrainingModule).mockRejectedValue(
      new ApiError(trainingMessages.moduleNotFound, 404, 'NOT_FOUND', false),
    );
    renderPage('missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Training module not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to all training modules' })).toBeVisible();
    expect(getTrainingModule).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });

  it('says the module could not be loaded, and "Try again" loads it', async () => {
    vi.mocked(getTrainingModule)
      .mockRejectedValueOnce(new ApiError('down', 500, 'INTERNAL', false))
      .mockRejectedValueOnce(new ApiError('down', 500, 'INTERNAL', false));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand hygiene' })).toBeVisible();
  });
});
