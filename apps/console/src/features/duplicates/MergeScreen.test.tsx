import type * as ApiClientExports from '@org/api-client';
import { dismissDuplicatePair, getDuplicatePair, mergeDuplicatePair } from '@org/api-client';
import type { DuplicatePairDetail, PatientEnrolment, PatientRecord } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/navigation/paths';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { DUPLICATES_NAMESPACE } from './duplicatesNamespace';
import { MergeScreen } from './MergeScreen';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getDuplicatePair: vi.fn(),
  mergeDuplicatePair: vi.fn(),
  dismissDuplicatePair: vi.fn(),
}));

const record = (overrides: Partial<PatientEnrolment>): PatientEnrolment => ({
  id: 'a',
  fullName: 'José da Conceição',
  email: 'jose@example.pt',
  phoneNumber: { callingCode: '351', localPhoneNumber: '912345678' },
  address: null,
  program: { id: 'p', name: 'Diabetes Care' },
  clinic: { id: 'c', name: 'Hospital Central de Lisboa' },
  doctor: null,
  nurse: null,
  status: 'ENROLLED',
  statusReason: null,
  enrolledAt: '2026-01-01T00:00:00.000Z',
  statusChangedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const pair: DuplicatePairDetail = {
  id: 'pair-1',
  score: 90,
  nameSimilarity: 100,
  samePhone: true,
  sameEmail: false,
  status: 'OPEN',
  foundAt: '2026-02-01T00:00:00.000Z',
  first: record({}),
  second: record({
    id: 'b',
    fullName: 'Jose da Conceicao',
    email: 'jose.2@example.pt',
    status: 'COMPLETED',
  }),
  merge: null,
  firstVersion: 'v1',
  secondVersion: 'v2',
};

const url = `/possible-duplicates/${pair.id}`;
const renderScreen = () => renderScreenAt(paths.duplicatePair, <MergeScreen />, url);

beforeAll(() => loadEnglishText([DUPLICATES_NAMESPACE]));
beforeEach(() => {
  queryClient.clear();
  vi.mocked(getDuplicatePair).mockReset().mockResolvedValue(pair);
  vi.mocked(mergeDuplicatePair)
    .mockReset()
    .mockResolvedValue({ ...pair.first, history: [] } as PatientRecord);
  vi.mocked(dismissDuplicatePair).mockReset().mockResolvedValue(undefined);
});

describe('the side-by-side merge view', () => {
  it('offers a choice only for the fields that differ, and merges with the choices and the versions read', async () => {
    const user = userEvent.setup();
    renderScreen();
    const keep = await screen.findByRole('group', { name: 'Record that remains' });
    expect(within(keep).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Phone number' })).toBeNull();
    const email = screen.getByRole('group', { name: 'E-mail' });
    // The enrolled record remains by default; the other's e-mail is chosen with the keyboard.
    expect(within(email).getByRole('radio', { checked: true })).toHaveAttribute('value', 'a');
    within(email).getByRole('radio', { checked: true }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(email).getByRole('radio', { checked: true })).toHaveAttribute('value', 'b');
    await user.click(screen.getByRole('button', { name: 'Merge records' }));
    expect(mergeDuplicatePair).toHaveBeenCalledWith(expect.anything(), 'pair-1', {
      survivorId: 'a',
      fields: {
        fullName: 'a',
        email: 'b',
        phoneNumber: 'a',
        address: 'a',
        doctor: 'a',
        nurse: 'a',
      },
      firstVersion: 'v1',
      secondVersion: 'v2',
    });
  });

  it('says in its own words that a record changed since the pair was opened', async () => {
    const user = userEvent.setup();
    const { ApiError } = await vi.importActual<typeof ApiClientExports>('@org/api-client');
    vi.mocked(mergeDuplicatePair).mockRejectedValue(
      new ApiError(
        'One of the two records changed since it was opened: open the pair again.',
        409,
        'MERGE_REFUSED',
        false,
        [],
        [],
        null,
        {
          message: 'One of the two records changed since it was opened: open the pair again.',
          code: 'MERGE_REFUSED',
        },
      ),
    );
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Merge records' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One of the two records changed since it was opened: open the pair again.',
    );
  });
});
