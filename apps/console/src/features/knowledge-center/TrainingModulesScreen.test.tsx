import type * as ApiClientExports from '@org/api-client';
import {
  listTrainingModuleCategories,
  listTrainingModules,
  setTrainingModuleStatus,
  type CurrentUser,
} from '@org/api-client';
import type { Role } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { appStore } from '../../app/session/appStore';
import { queryClient } from '../../app/session/queryClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { demoUserAs } from '../../testing/demoAdmin';
import { loadEnglishText, menuItemTexts, page, renderScreenAt } from '../../testing/signedInScreen';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { trainingModule } from './trainingModuleFixtures';
import { TrainingModulesScreen } from './TrainingModulesScreen';
import { sentence } from '../../testing/sentence';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  listTrainingModuleCategories: vi.fn(),
  listTrainingModules: vi.fn(),
  setTrainingModuleStatus: vi.fn(),
}));

const PATH = '/knowledge-center/training-modules';
const handHygiene = trainingModule();
const triage = trainingModule({
  id: 'm2',
  moduleTitle: 'Triage basics',
  category: 'Emergency care',
  language: 'pt',
  difficultyLevel: 'advanced',
  duration: '45 minutes',
  status: 'DRAFT',
  featureImage: null,
});

const userAs = (role: Role): CurrentUser => demoUserAs(role);

function renderCatalogue(role: Role, url = PATH) {
  appStore.set(currentUserAtom, userAs(role));
  return renderScreenAt(PATH, <TrainingModulesScreen />, url);
}

const card = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('article')!;

beforeAll(() => loadEnglishText([KNOWLEDGE_CENTER_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(listTrainingModules)
    .mockReset()
    .mockResolvedValue(page([handHygiene, triage]));
  vi.mocked(listTrainingModuleCategories)
    .mockReset()
    .mockResolvedValue({ categories: [triage.category, handHygiene.category] });
  vi.mocked(setTrainingModuleStatus).mockReset();
});
afterEach(() => appStore.set(currentUserAtom, null));

describe('the training modules catalogue (docs/product.md §3.4)', () => {
  it('shows staff a card per module with its facts and a link to its page, and no admin action', async () => {
    vi.mocked(listTrainingModules).mockResolvedValue(page([handHygiene]));
    renderCatalogue('NURSE');
    const hygiene = await card('Hand hygiene');
    expect(within(hygiene).getByRole('link', { name: 'Hand hygiene' })).toHaveAttribute(
      'href',
      `${PATH}/m1`,
    );
    for (const fact of ['Infection control', 'English', 'Beginner', '2 hours']) {
      expect(within(hygiene).getByText(fact)).toBeVisible();
    }
    // The lazy image: the placeholder first, the signed address kept for when it is in view.
    const image = hygiene.querySelector('img')!;
    expect(image).toHaveAttribute('data-url', handHygiene.featureImage);
    expect(image).not.toHaveAttribute('src', handHygiene.featureImage);

    expect(screen.queryByRole('button', { name: 'Add module' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(within(hygiene).queryByText('Published')).not.toBeInTheDocument();
    expect(listTrainingModules).toHaveBeenCalledWith(apiClient, {
      page: 1,
      pageSize: 25,
      sort: 'moduleTitle',
      locale: 'en',
    });
    await expectNoAxeViolations();
  });

  it('shows a system admin the drafts with their status, "Add module" and each card’s actions', async () => {
    const { user } = renderCatalogue('SYSTEM_ADMIN');
    const draft = await card('Triage basics');
    expect(within(draft).getByText('Draft')).toBeVisible();
    expect(within(draft).getByText('Add a feature image to publish it.')).toBeVisible();
    expect(within(await card('Hand hygiene')).getByText('Published')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add module' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Actions for Hand hygiene' }));
    const menu = await screen.findByRole('menu');
    expect(menuItemTexts(menu)).toEqual(['Edit', 'Unpublish']);
    await expectNoAxeViolations();
  });

  it('unpublishes a module after asking, through the shared status dialog', async () => {
    vi.mocked(setTrainingModuleStatus).mockResolvedValue({ ...handHygiene, status: 'DRAFT' });
    const { user } = renderCatalogue('SYSTEM_ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Actions for Hand hygiene' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish Hand hygiene?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await vi.waitFor(() =>
      expect(setTrainingModuleStatus).toHaveBeenCalledWith(apiClient, 'm1', 'DRAFT'),
    );
    expect(await screen.findByText(sentence('Hand hygiene unpublished'))).toBeInTheDocument();
  });

  it('offers Publish for a draft only once it has its feature image', async () => {
    const { user } = renderCatalogue('SYSTEM_ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Actions for Triage basics' }));
    const publish = await screen.findByRole('menuitem', { name: 'Publish' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the search and the filters in the address and asks the api for them', async () => {
    const { user, router } = renderCatalogue('NURSE');
    await card('Hand hygiene');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Emergency care');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Difficulty level' }),
      'Advanced',
    );
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by title, author or description' }),
      'triage',
    );
    await vi.waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        search: 'triage',
        category: 'Emergency care',
        language: 'pt',
        difficultyLevel: 'advanced',
      }),
    );
    await vi.waitFor(() =>
      expect(listTrainingModules).toHaveBeenLastCalledWith(apiClient, {
        page: 1,
        pageSize: 25,
        sort: 'moduleTitle',
        search: 'triage',
        category: 'Emergency care',
        language: 'pt',
        difficultyLevel: 'advanced',
        locale: 'en',
      }),
    );
  });

  it('opens with the filters a link carries', async () => {
    renderCatalogue('NURSE', `${PATH}?difficultyLevel=beginner&language=en&page=2`);
    await vi.waitFor(() =>
      expect(listTrainingModules).toHaveBeenCalledWith(apiClient, {
        page: 2,
        pageSize: 25,
        sort: 'moduleTitle',
        language: 'en',
        difficultyLevel: 'beginner',
        locale: 'en',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Difficulty level' })).toHaveValue('beginner');
  });
});
