import type * as ApiClientExports from '@org/api-client';
import {
  createKnowledgeCheck,
  listKnowledgeChecks,
  listTrainingModules,
  setKnowledgeCheckStatus,
} from '@org/api-client';
import type { TrainingModule } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { appStore } from '../../app/session/appStore';
import { queryClient } from '../../app/session/queryClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import {
  loadEnglishText,
  menuItemTexts,
  openRowMenu,
  page,
  renderScreenAt,
} from '../../testing/signedInScreen';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { pickOptions } from '../../testing/searchPickers';
import { KnowledgeCheckFormDrawer } from './KnowledgeCheckFormDrawer';
import { checkSummary, handHygieneCheck, userWithRole } from './knowledgeCheckTestData';
import { KnowledgeChecksScreen } from './KnowledgeChecksScreen';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  listKnowledgeChecks: vi.fn(),
  listTrainingModules: vi.fn(),
  createKnowledgeCheck: vi.fn(),
  setKnowledgeCheckStatus: vi.fn(),
}));

const published = checkSummary({
  mine: { attempts: 2, bestScore: 80, passed: true },
});
const draft = checkSummary({ id: 'c2', title: 'Sharps disposal', status: 'DRAFT' });
const handHygieneModule = { id: 'm1', moduleTitle: 'Hand hygiene' } as TrainingModule;

const renderScreen = () =>
  renderScreenAt('/knowledge-center/knowledge-checks', <KnowledgeChecksScreen />);

beforeAll(() => loadEnglishText([KNOWLEDGE_CHECKS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(listKnowledgeChecks)
    .mockReset()
    .mockResolvedValue(page([published, draft]));
  vi.mocked(listTrainingModules)
    .mockReset()
    .mockResolvedValue(page([handHygieneModule]));
  vi.mocked(createKnowledgeCheck).mockReset();
  vi.mocked(setKnowledgeCheckStatus).mockReset();
});

afterEach(() => appStore.set(currentUserAtom, null));

describe('the knowledge checks list (docs/product.md §3.4)', () => {
  it('offers staff the published checks to take, and nothing to manage', async () => {
    appStore.set(currentUserAtom, userWithRole('NURSE'));
    vi.mocked(listKnowledgeChecks).mockResolvedValue(page([published]));
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Knowledge Checks' });
    const row = (
      await within(table).findByRole('rowheader', { name: 'Hand hygiene basics' })
    ).closest('tr')!;
    expect(within(row).getByText('Passed, 80%')).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Take the check Hand hygiene basics' }),
    ).toHaveAttribute('href', '/knowledge-center/knowledge-checks/c1/take');
    expect(screen.queryByRole('button', { name: 'Add check' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Status/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows a system admin the drafts, with edit, publish and results per row', async () => {
    appStore.set(currentUserAtom, userWithRole('SYSTEM_ADMIN'));
    const { user } = renderScreen();
    await screen.findByRole('rowheader', { name: 'Sharps disposal' });
    expect(screen.getByRole('button', { name: 'Add check' })).toBeVisible();
    const draftMenu = await openRowMenu(user, 'Sharps disposal');
    expect(menuItemTexts(draftMenu)).toEqual(['Edit', 'Publish', 'Results']);
    await user.keyboard('{Escape}');
    vi.mocked(setKnowledgeCheckStatus).mockResolvedValue({
      ...handHygieneCheck,
      ...published,
      status: 'DRAFT',
      questions: [],
    });
    const menu = await openRowMenu(user, 'Hand hygiene basics');
    expect(menuItemTexts(menu)).toEqual(['Edit', 'Unpublish', 'Results']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Unpublish Hand hygiene basics?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await vi.waitFor(() =>
      expect(setKnowledgeCheckStatus).toHaveBeenCalledWith(apiClient, 'c1', 'DRAFT'),
    );
  });

  it('refuses a question without a correct option, then adds the check', async () => {
    appStore.set(currentUserAtom, userWithRole('SYSTEM_ADMIN'));
    vi.mocked(createKnowledgeCheck).mockResolvedValue({
      ...handHygieneCheck,
      ...published,
      questions: [],
    });
    const { user } = renderScreen();
    await screen.findByRole('rowheader', { name: 'Sharps disposal' });
    await user.click(screen.getByRole('button', { name: 'Add check' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add knowledge check' });
    await pickOptions(user, within(drawer).getByRole('combobox', { name: /Training module/ }), [
      'Hand hygiene',
    ]);
    await user.type(within(drawer).getByRole('textbox', { name: /Title/ }), 'Gloves');
    await user.type(within(drawer).getByRole('spinbutton', { name: /Pass mark/ }), '50');
    // Attempts within 24 hours: 3 unless changed, from 1 to 20.
    const attempts = within(drawer).getByRole('spinbutton', { name: /Attempts within 24 hours/ });
    expect(attempts).toHaveValue(3);
    expect(attempts).toHaveAttribute('min', '1');
    expect(attempts).toHaveAttribute('max', '20');
    await user.clear(attempts);
    await user.type(attempts, '21');
    const question = within(drawer).getByRole('group', { name: 'Question 1' });
    await user.type(within(question).getByRole('textbox', { name: /^Question/ }), 'Change gloves?');
    await user.type(within(question).getByRole('textbox', { name: /Option 1/ }), 'Yes');
    await user.type(within(question).getByRole('textbox', { name: /Option 2/ }), 'No');
    await user.type(
      within(question).getByRole('textbox', { name: /^Explanation/ }),
      'Gloves carry germs from one patient to the next.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Add check' }));
    expect(await within(question).findByText('Mark exactly one option as correct')).toBeVisible();
    expect(attempts).toHaveAccessibleDescription(
      expect.stringContaining('Attempts must be a whole number from 1 to 20'),
    );
    expect(createKnowledgeCheck).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await user.clear(attempts);
    await user.type(attempts, '5');

    await user.click(
      within(question).getByRole('radio', { name: 'Correct answer (question 1, option 1)' }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Add check' }));
    await vi.waitFor(() =>
      expect(createKnowledgeCheck).toHaveBeenCalledWith(apiClient, {
        moduleId: 'm1',
        title: 'Gloves',
        passMark: 50,
        attemptLimit: 5,
        questions: [
          {
            text: 'Change gloves?',
            options: [
              { text: 'Yes', correct: true },
              { text: 'No', correct: false },
            ],
            explanation: 'Gloves carry germs from one patient to the next.',
          },
        ],
      }),
    );
    expect(await screen.findByText('Knowledge check added')).toBeInTheDocument();
  });

  it("names an edited check's module without a search, and finds any module by typing", async () => {
    appStore.set(currentUserAtom, userWithRole('SYSTEM_ADMIN'));
    // One of many: the check's own module is not on the first page of the search.
    vi.mocked(listTrainingModules).mockImplementation((_client, params) =>
      Promise.resolve(
        params?.search === 'airway 150'
          ? page([{ id: 'm150', moduleTitle: 'Airway 150' } as TrainingModule])
          : {
              ...page([{ id: 'm2', moduleTitle: 'Airway basics' } as TrainingModule], 20),
              total: 5000,
            },
      ),
    );
    const { user } = renderScreenAt(
      '/knowledge-center/knowledge-checks',
      <KnowledgeCheckFormDrawer check={handHygieneCheck} onClose={() => {}} />,
    );
    const drawer = await screen.findByRole('dialog', { name: /Hand hygiene basics/ });
    const moduleField = within(drawer).getByRole('combobox', { name: /Training module/ });
    expect(moduleField).toHaveValue('Hand hygiene');
    // A long answer says how many more there are; typing finds the 150th module.
    await user.click(moduleField);
    expect(await screen.findByText('4,999 more: keep typing')).toBeInTheDocument();
    await user.clear(moduleField);
    await user.type(moduleField, 'airway 150', { skipClick: true });
    await user.click(await screen.findByRole('option', { name: 'Airway 150' }));
    expect(moduleField).toHaveValue('Airway 150');
    expect(listTrainingModules).toHaveBeenCalledWith(apiClient, {
      search: 'airway 150',
      pageSize: 20,
      sort: 'moduleTitle',
    });
  });
});
