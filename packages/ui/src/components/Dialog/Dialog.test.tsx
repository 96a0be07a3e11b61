import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';
import { overlay } from './Dialog.css';

type HarnessProps = Partial<Omit<DialogProps, 'open' | 'onOpenChange'>> & {
  onOpenChange?: (open: boolean) => void;
};

function Harness({ onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit clinic</Button>
      <Dialog
        title="Edit clinic"
        description="Changes are visible to every user of the clinic."
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </>
  );
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Edit clinic' }));
  return screen.getByRole('dialog');
};

const backdrop = () => document.querySelector<HTMLElement>(`.${overlay}`)!;

describe('Dialog', () => {
  it('is named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleName('Edit clinic');
    expect(dialog).toHaveAccessibleDescription('Changes are visible to every user of the clinic.');
  });

  it('has no description reference when it has no description', async () => {
    const user = userEvent.setup();
    render(<Harness description={undefined} />);
    const dialog = await openDialog(user);
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('keeps its name when the title is visually hidden', async () => {
    const user = userEvent.setup();
    render(<Harness hideTitle />);
    expect(await openDialog(user)).toHaveAccessibleName('Edit clinic');
  });

  it('moves focus inside when it opens and keeps it there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('focuses the given element first', async () => {
    function WithInitialFocus() {
      const saveRef = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onOpenChange={() => {}} title="Save?" initialFocusRef={saveRef}>
          <Button ref={saveRef}>Save now</Button>
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save now' })).toHaveFocus());
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit clinic' })).toHaveFocus());
  });

  it('closes from its close button, labelled in the current language', async () => {
    const user = userEvent.setup();
    render(
      <UiTextProvider locale="fr">
        <Harness />
      </UiTextProvider>,
    );
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit clinic' })).toHaveFocus());
  });

  it('gives focus back to the opener when the owner closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit clinic' })).toHaveFocus());
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await openDialog(user);
    await user.click(backdrop());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open on a backdrop click when not dismissible, but still closes on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness dismissible={false} onOpenChange={onOpenChange} />);
    await openDialog(user);
    await user.click(backdrop());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can interrupt as an alert dialog', async () => {
    const user = userEvent.setup();
    render(<Harness role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Edit clinic' }));
    expect(screen.getByRole('alertdialog', { name: 'Edit clinic' })).toBeInTheDocument();
  });

  it('falls back to the default size for an unknown value, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(<Dialog open onOpenChange={() => {}} title="A" />);
    const defaultClass = screen.getByRole('dialog').className;
    unmount();
    // @ts-expect-error — an unknown size from untyped callers
    render(<Dialog open onOpenChange={() => {}} title="A" size="huge" />);
    expect(screen.getByRole('dialog').className).toBe(defaultClass);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown size "huge"'));
    warn.mockRestore();
  });
});
