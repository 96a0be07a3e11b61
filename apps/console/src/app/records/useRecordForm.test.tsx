import { ApiError } from '@org/api-client';
import { programSchema, type ProgramValues } from '@org/forms';
import { TextFormField } from '@org/forms/react';
import { Button } from '@org/ui';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../session/queryClient';
import { loadEnglishText, renderSignedIn } from '../../testing/signedInScreen';
import { RecordDrawer } from './RecordDrawer';
import { RECORDS_NAMESPACE } from './recordsNamespace';
import { useRecordForm } from './useRecordForm';

// A feature's own words, as its locales hold them (the api's message is a key of them).
const fruitWords = {
  'fruits.saved': 'Fruit saved',
  'fruits.saveFailed': 'The fruit could not be saved.',
  'A fruit with this name already exists.': 'There is a fruit of that name already.',
};

beforeAll(async () => {
  await loadEnglishText([RECORDS_NAMESPACE]);
  i18n.addResourceBundle('en', RECORDS_NAMESPACE, fruitWords, true, false);
});
beforeEach(() => queryClient.clear());

interface Saved {
  values: ProgramValues;
  urgent: boolean;
}

function FruitDrawer(props: { save: (saved: Saved) => Promise<unknown>; onClose: () => void }) {
  const { form, drawer, submit } = useRecordForm(programSchema, {
    defaultValues: { name: '', description: '' } as ProgramValues,
    apiMessages: [RECORDS_NAMESPACE],
    variables: (values) => ({ values, urgent: false }),
    mutationFn: props.save,
    invalidates: [['fruits']],
    onSuccess: () => props.onClose(),
    successText: { key: 'fruits.saved', ns: RECORDS_NAMESPACE },
    errorText: { key: 'fruits.saveFailed', ns: RECORDS_NAMESPACE },
  });
  return (
    <RecordDrawer open onClose={props.onClose} title="New fruit" submitText="Save" {...drawer}>
      <TextFormField control={form.control} name="name" label="Name" required />
      <Button onClick={() => void submit((values) => ({ values, urgent: true }))()}>
        Save urgently
      </Button>
    </RecordDrawer>
  );
}

function renderFruitDrawer(save: (saved: Saved) => Promise<unknown>) {
  const onClose = vi.fn();
  const mockSave = vi.fn(save);
  return {
    onClose,
    save: mockSave,
    ...renderSignedIn(<FruitDrawer save={mockSave} onClose={onClose} />),
  };
}

const drawer = () => screen.getByRole('dialog', { name: 'New fruit' });

describe('useRecordForm (docs/product.md §13.1)', () => {
  it('checks the form with its schema first, and saves nothing while it fails', async () => {
    const { user, save } = renderFruitDrawer(() => Promise.resolve({}));
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(await within(drawer()).findByText('Program name is required')).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the values, says so in a toast, and hands over to onSuccess', async () => {
    const { user, save, onClose } = renderFruitDrawer(() => Promise.resolve({}));
    await user.type(within(drawer()).getByRole('textbox', { name: /Name/ }), 'Mango');
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({
      values: { name: 'Mango', description: '' },
      urgent: false,
    });
    expect(await screen.findByText('Fruit saved')).toBeInTheDocument();
  });

  it('sends what `submit(as)` makes of the values', async () => {
    const { user, save } = renderFruitDrawer(() => Promise.resolve({}));
    await user.type(within(drawer()).getByRole('textbox', { name: /Name/ }), 'Mango');
    await user.click(within(drawer()).getByRole('button', { name: 'Save urgently' }));
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        values: { name: 'Mango', description: '' },
        urgent: true,
      }),
    );
  });

  it('puts the api’s field message under its field, translated, and says the failure in the drawer', async () => {
    const message = 'A fruit with this name already exists.';
    const { user, onClose } = renderFruitDrawer(() =>
      Promise.reject(new ApiError(message, 409, 'CONFLICT', false, [{ path: 'name', message }])),
    );
    const name = within(drawer()).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Mango');
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer()).findByText('There is a fruit of that name already.'),
    ).toBeVisible();
    expect(within(drawer()).getByText('The fruit could not be saved.')).toBeVisible();
    expect(name).toHaveValue('Mango');
    expect(onClose).not.toHaveBeenCalled();
  });
});
