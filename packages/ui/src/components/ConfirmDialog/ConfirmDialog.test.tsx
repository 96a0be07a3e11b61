import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n';
import { Button } from '../Button';
import { overlay } from '../Dialog/Dialog.css';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider, useConfirm, type Confirm, type ConfirmOptions } from './ConfirmProvider';

const question: ConfirmOptions = {
  title: 'Deactivate clinic?',
  message: 'Its users can no longer sign in.',
};

/** A page that asks, and shows each answer it gets. */
function Page({ options = question }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answers, setAnswers] = useState<string[]>([]);
  const ask = async () => {
    const confirmed = await confirm(options);
    setAnswers((previous) => [...previous, String(confirmed)]);
  };
  return (
    <>
      <Button onClick={() => void ask()}>Deactivate</Button>
      <output>{answers.join(',')}</output>
    </>
  );
}

/** Hands the test the confirm function, to ask twice while the dialog blocks the page. */
function Capture({ onReady }: { onReady: (confirm: Confirm) => void }) {
  const confirm = useConfirm();
  useEffect(() => onReady(confirm), [confirm, onReady]);
  return null;
}

const renderPage = (options?: ConfirmOptions) =>
  render(
    <ConfirmProvider>
      <Page options={options} />
    </ConfirmProvider>,
  );

const ask = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  return screen.getByRole('alertdialog', { name: 'Deactivate clinic?' });
};

const answers = () => screen.getByRole('status').textContent;

describe('ConfirmDialog', () => {
  it('asks with its title and message, as an alert dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await ask(user);
    expect(dialog).toHaveAccessibleDescription('Its users can no longer sign in.');
  });

  it('offers OK and Cancel by default', async () => {
    const user = userEvent.setup();
    renderPage();
    await ask(user);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('speaks the current language in its default buttons', () => {
    render(
      <UiTextProvider locale="es">
        <ConfirmDialog open {...question} onResolve={() => {}} />
      </UiTextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('uses the given button texts', () => {
    render(
      <ConfirmDialog
        open
        {...question}
        confirmText="Deactivate"
        cancelText="Keep active"
        onResolve={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep active' })).toBeInTheDocument();
  });

  it('starts on the confirm button, styled primary', async () => {
    render(<ConfirmDialog open {...question} onResolve={() => {}} />);
    const confirm = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(confirm).toHaveFocus());
    const { unmount } = render(<Button variant="primary">primary</Button>);
    expect(confirm.className).toBe(screen.getByRole('button', { name: 'primary' }).className);
    unmount();
  });

  it('starts on Cancel when dangerous, with a danger confirm button', async () => {
    render(<ConfirmDialog open {...question} tone="danger" onResolve={() => {}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    const confirm = screen.getByRole('button', { name: 'OK' });
    render(<Button variant="danger">danger</Button>);
    expect(confirm.className).toBe(screen.getByRole('button', { name: 'danger' }).className);
  });

  it('falls back to the default tone for an unknown value, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error — an unknown tone from untyped callers
    render(<ConfirmDialog open {...question} tone="scary" onResolve={() => {}} />);
    const confirm = screen.getByRole('button', { name: 'OK' });
    render(<Button variant="primary">primary</Button>);
    expect(confirm.className).toBe(screen.getByRole('button', { name: 'primary' }).className);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown tone "scary"'));
    warn.mockRestore();
  });
});

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    const user = userEvent.setup();
    renderPage();
    await ask(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(answers()).toBe('true'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when cancelled', async () => {
    const user = userEvent.setup();
    renderPage();
    await ask(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers()).toBe('false'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    const user = userEvent.setup();
    renderPage();
    await ask(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answers()).toBe('false'));
  });

  it('resolves false when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    renderPage();
    await ask(user);
    await user.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    await waitFor(() => expect(answers()).toBe('false'));
  });

  it('resolves false from the close button', async () => {
    const user = userEvent.setup();
    renderPage();
    await ask(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(answers()).toBe('false'));
  });

  it('answers an open question with false when a second one is asked', async () => {
    let confirm: Confirm | undefined;
    const user = userEvent.setup();
    render(
      <ConfirmProvider>
        <Capture
          onReady={(ready) => {
            confirm = ready;
          }}
        />
      </ConfirmProvider>,
    );
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = confirm!(question);
    });
    act(() => {
      second = confirm!({ title: 'Delete user?', message: 'This cannot be undone.' });
    });
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Delete user?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(second).resolves.toBe(true);
  });

  it('gives focus back to the button that asked', async () => {
    const user = userEvent.setup();
    renderPage();
    await ask(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveFocus());
  });

  it('keeps focus inside while it asks', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await ask(user);
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('needs a ConfirmProvider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Page />)).toThrow(/ConfirmProvider/);
    error.mockRestore();
  });
});
