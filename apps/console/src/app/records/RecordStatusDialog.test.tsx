import { ApiError } from '@org/api-client';
import type { RecordStatus } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../session/queryClient';
import { loadEnglishText, renderSignedIn } from '../../testing/signedInScreen';
import { ACTIVE_OR_INACTIVE, RecordStatusDialog } from './RecordStatusDialog';
import { RECORDS_NAMESPACE } from './recordsNamespace';
import { sentence } from '../../testing/sentence';

// A feature's words, as its own locales hold them: `<prefix>.<key>` in its namespace.
const fruitWords = {
  'fruits.deactivateTitle': 'Deactivate {{name}}?',
  'fruits.deactivateMessage': 'Nobody can pick {{name}} while it is inactive.',
  'fruits.deactivate': 'Deactivate',
  'fruits.deactivated': '{{name}} deactivated',
  'fruits.activateTitle': 'Activate {{name}}?',
  'fruits.activateMessage': '{{name}} can be picked again.',
  'fruits.activate': 'Activate',
  'fruits.activated': '{{name}} activated',
  'fruits.statusFailed': 'The fruit’s status could not be changed.',
};

beforeAll(async () => {
  await loadEnglishText([RECORDS_NAMESPACE]);
  i18n.addResourceBundle('en', RECORDS_NAMESPACE, fruitWords, true, false);
});
beforeEach(() => queryClient.clear());

function renderDialog(status: RecordStatus, options: { message?: string; fails?: boolean } = {}) {
  const onClose = vi.fn();
  const setStatus = vi.fn((next: RecordStatus) =>
    options.fails
      ? Promise.reject(new ApiError('Conflict', 409, 'CONFLICT', false))
      : Promise.resolve({ status: next }),
  );
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const rendered = renderSignedIn(
    <RecordStatusDialog
      name="Mango"
      status={status}
      statuses={ACTIVE_OR_INACTIVE}
      words={{ ns: RECORDS_NAMESPACE, prefix: 'fruits' }}
      message={options.message}
      setStatus={setStatus}
      invalidates={[['fruits']]}
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose, setStatus, invalidate };
}

describe('RecordStatusDialog (docs/product.md §4, §13.1)', () => {
  it('asks before deactivating, in the feature’s words, and deactivates once confirmed', async () => {
    const { user, onClose, setStatus, invalidate } = renderDialog('ACTIVE');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Mango?' });
    expect(dialog).toHaveTextContent('Nobody can pick Mango while it is inactive.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(onClose).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(setStatus).toHaveBeenCalledWith('INACTIVE'));
    expect(await screen.findByText(sentence('Mango deactivated'))).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['fruits'] });
  });

  it('offers activation for an inactive record', async () => {
    const { user, setStatus } = renderDialog('INACTIVE');
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate Mango?' });
    expect(dialog).toHaveTextContent('Mango can be picked again.');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await vi.waitFor(() => expect(setStatus).toHaveBeenCalledWith('ACTIVE'));
    expect(await screen.findByText(sentence('Mango activated'))).toBeInTheDocument();
  });

  it('changes nothing when cancelled', async () => {
    const { user, onClose, setStatus } = renderDialog('ACTIVE');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Mango?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    // A change starts only after the mutation helper's code has loaded: let it load first, so a
    // cancel that still saved would be seen.
    await import('../data/runMutation');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(setStatus).not.toHaveBeenCalled();
    expect(screen.queryByText(sentence('Mango deactivated'))).not.toBeInTheDocument();
  });

  it('says the feature’s own message when given one, and its failure when the change fails', async () => {
    const { user } = renderDialog('ACTIVE', {
      message: 'Two staff would have no clinic.',
      fails: true,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Mango?' });
    expect(dialog).toHaveTextContent('Two staff would have no clinic.');
    expect(dialog).not.toHaveTextContent('Nobody can pick Mango');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The fruit’s status could not be changed.')).toBeInTheDocument();
  });
});
