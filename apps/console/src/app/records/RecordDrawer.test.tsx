import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady, loadScreenText } from '../i18n/i18n';
import { RecordDrawer } from './RecordDrawer';
import { RECORDS_NAMESPACE } from './recordsNamespace';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await loadScreenText(RECORDS_NAMESPACE);
});

function renderDrawer(dirty: boolean) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <RecordDrawer
      open
      onClose={onClose}
      title="New fruit"
      dirty={dirty}
      saving={false}
      submitText="Create fruit"
      onSubmit={onSubmit}
    >
      <label>
        Name <input name="name" />
      </label>
    </RecordDrawer>,
  );
  return { onClose, onSubmit };
}

describe('RecordDrawer (docs/product.md §13.1)', () => {
  it('closes at once when nothing is unsaved', async () => {
    const { onClose } = renderDrawer(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before losing unsaved changes: keep editing, or discard', async () => {
    const { onClose } = renderDrawer(true);
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(confirm).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('submits its form from the footer button', async () => {
    const { onSubmit } = renderDrawer(false);
    await userEvent.click(screen.getByRole('button', { name: 'Create fruit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
