import type * as ApiClientExports from '@org/api-client';
import { getOverview } from '@org/api-client';
import type { Overview } from '@org/contracts';
import { validationMessages as m } from '@org/forms';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDownload } from '../../app/data/saveDownload';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { appStore } from '../../app/session/appStore';
import { queryClient } from '../../app/session/queryClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { demoUserAs } from '../../testing/demoAdmin';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { OVERVIEW_NAMESPACE } from './overviewNamespace';
import { OverviewScreen } from './OverviewScreen';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getOverview: vi.fn(),
}));
vi.mock('../../app/data/saveDownload', () => ({ saveDownload: vi.fn() }));

const P1 = 'a0000000-0000-4000-8000-000000000001';
const P2 = 'a0000000-0000-4000-8000-000000000002';
const C1 = 'c0000000-0000-4000-8000-000000000001';
const M1 = 'b0000000-0000-4000-8000-000000000001';

const overview: Overview = {
  from: '2024-01-01',
  to: '2024-12-31',
  interval: 'month',
  enrolments: [
    { period: '2024-01-01', programId: P1, programName: 'Diabetes care', enrolments: 3 },
    { period: '2024-01-01', programId: P2, programName: 'HIV care', enrolments: 1 },
    { period: '2024-02-01', programId: P1, programName: 'Diabetes care', enrolments: 1200 },
  ],
  programStatuses: [
    {
      programId: P1,
      programName: 'Diabetes care',
      enrolled: 1000,
      completed: 150,
      withdrawn: 53,
      topWithdrawalReasons: [
        { reason: '=cmd()', patients: 30 },
        { reason: 'Moved away, far', patients: 23 },
      ],
    },
  ],
  patientsByClinic: [{ clinicId: C1, clinicName: 'Clínica São José', patients: 1204 }],
  staffByClinic: [
    { clinicId: C1, clinicName: 'Clínica São José', role: 'DOCTOR', staff: 4 },
    { clinicId: C1, clinicName: 'Clínica São José', role: 'NURSE', staff: 6 },
  ],
  passRates: [
    { period: '2024-01-01', moduleId: M1, moduleTitle: 'Hand hygiene', attempts: 8, passed: 6 },
  ],
};

const figure = (name: string) => screen.getByRole('figure', { name });

beforeAll(() => loadEnglishText([OVERVIEW_NAMESPACE, LISTS_NAMESPACE]));
beforeEach(() => {
  appStore.set(currentUserAtom, demoUserAs('SYSTEM_ADMIN'));
  vi.mocked(getOverview).mockResolvedValue(overview);
});
afterEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
});

describe('OverviewScreen', () => {
  it('asks the api for the filters in the address and draws each figure with its summary', async () => {
    renderScreenAt('/overview', <OverviewScreen />, '/overview?from=2024-01-01&to=2024-12-31');
    expect(
      await screen.findByText(
        '1,204 enrolments from Jan 1, 2024 to Dec 31, 2024; the busiest period began Feb 1, 2024, with 1,200.',
      ),
    ).toBeInTheDocument();
    expect(getOverview).toHaveBeenCalledWith(apiClient, {
      from: '2024-01-01',
      to: '2024-12-31',
      interval: 'month',
    });
    const enrolments = figure('Enrolments per program, by month');
    const chart = within(enrolments).getByRole('img', { name: 'Enrolments per program, by month' });
    expect(chart).toHaveAttribute('tabindex', '0');
    expect(chart).toHaveAccessibleDescription(/^1,204 enrolments/);
    expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(enrolments).getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'Diabetes careHIV care',
    );
    expect(
      within(figure('Current status per program')).getByText(
        'Of 1,203 enrolments, 1,000 are still enrolled, 150 completed and 53 withdrawn.',
      ),
    ).toBeInTheDocument();
    const statusChart = within(figure('Current status per program')).getByRole('img');
    expect(statusChart).toHaveTextContent('Diabetes care');
    expect(statusChart).toHaveTextContent('Withdrawn');
    expect(statusChart).toHaveTextContent('1,000');
    expect(
      within(figure('Patients per clinic')).getByText(
        /1,204 patients enrolled in the range; the most at/,
      ),
    ).toHaveTextContent('Clínica São José (1,204)');
    expect(
      within(figure('Staff per role and clinic')).getByText(
        '10 active staff places in these clinics: managers 0, doctors 4, nurses 6.',
      ),
    ).toBeInTheDocument();
    expect(
      within(figure('Knowledge-check pass rate per module, by month')).getByText(
        '6 of 8 knowledge-check attempts passed (75%) from Jan 1, 2024 to Dec 31, 2024.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the same numbers as a table a click away, and downloads them as CSV', async () => {
    const { user } = renderScreenAt(
      '/overview',
      <OverviewScreen />,
      '/overview?from=2024-01-01&to=2024-12-31',
    );
    const status = await screen.findByRole('figure', { name: 'Current status per program' });
    await user.click(within(status).getByRole('button', { name: 'Show table' }));
    expect(within(status).getByRole('button', { name: 'Show table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = within(within(status).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ProgramEnrolledCompletedWithdrawnTop withdrawal reasons',
      'Diabetes care1,00015053=cmd() (30); Moved away, far (23)',
    ]);

    await user.click(within(status).getByRole('button', { name: 'Download CSV' }));
    const [file] = vi.mocked(saveDownload).mock.calls[0]!;
    expect(file.fileName).toBe('program-statuses-2024-01-01-2024-12-31.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await file.blob.arrayBuffer(),
    );
    expect(text).toBe(
      '\uFEFFProgram,Enrolled,Completed,Withdrawn,Top withdrawal reasons\r\n' +
        // A formula-like cell goes behind an apostrophe; a comma is quoted.
        'Diabetes care,1000,150,53,"\'=cmd() (30); Moved away, far (23)"\r\n',
    );
  });

  it('says what is wrong with the range and asks nothing', async () => {
    renderScreenAt('/overview', <OverviewScreen />, '/overview?from=2024-06-01&to=2024-01-01');
    expect(await screen.findByText(m.overviewRangeOrder)).toBeInTheDocument();
    expect(getOverview).not.toHaveBeenCalled();
  });
});
