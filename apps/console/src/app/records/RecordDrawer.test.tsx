import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady, loadScreenText } from '../i18n/i18n';
import { RecordDrawer } from './RecordDrawer';
import { RECORDS_NAMESPACE } from './recordsNamespace';
import { leaveUnsavedChanges } from './unsavedChanges';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await loadScreenText(RECORDS_NAMESPACE);
});

function renderDrawer(dirty: boolean, { open = true, saving = false } = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const drawer = render(
    <RecordDrawer
      open={open}
      onClose={onClose}
      title="New fruit"
      dirty={dirty}
      saving={saving}
      submitText="Create fruit"
      onSubmit={onSubmit}
    >
      <label>
        Name <input name="name" />
      </label>
    </RecordDrawer>,
  );
  return { onClose, onSubmit, unmount: drawer.unmount };
}

/** Fires the event a reload or closing the tab sends the page; true when the page asked to stay. */
function leaveThePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
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

  it('has the browser ask before a reload or closing the tab loses unsaved changes', () => {
    const { unmount } = renderDrawer(true);
    expect(leaveThePage()).toBe(true);
    unmount();
    expect(leaveThePage()).toBe(false);
  });

  it('lets the page go without asking when nothing is unsaved, or the drawer is closed', () => {
    renderDrawer(false);
    expect(leaveThePage()).toBe(false);
    cleanup();
    renderDrawer(true, { open: false });
    expect(leaveThePage()).toBe(false);
  });

  it('answers a shortcut that leaves the page with its own question: leaves once discarded', async () => {
    const { onClose } = renderDrawer(true);
    const leave = vi.fn();
    leaveUnsavedChanges(leave);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(leave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    leaveUnsavedChanges(leave);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
  });

  it('lets nothing leave while a save runs', async () => {
    renderDrawer(true, { saving: true });
    const leave = vi.fn();
    leaveUnsavedChanges(leave);
    // The answer settles before the next task: a leave would have happened by then.
    await new Promise((resolve) => setTimeout(resolve));
    expect(leave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
