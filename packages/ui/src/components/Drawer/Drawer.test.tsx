import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n';
import { Button } from '../Button';
import { overlay } from '../Dialog/Dialog.css';
import { Drawer, type DrawerProps } from './Drawer';

type HarnessProps = Partial<Omit<DrawerProps, 'open' | 'onOpenChange'>> & {
  onOpenChange?: (open: boolean) => void;
};

function Harness({ onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Patient details</Button>
      <Drawer
        title="Patient details"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
      >
        <label>
          Notes <textarea />
        </label>
      </Drawer>
    </>
  );
}

const openDrawer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Patient details' }));
  return screen.getByRole('dialog', { name: 'Patient details' });
};

const opener = () => screen.getByRole('button', { name: 'Patient details' });

describe('Drawer', () => {
  it('is a dialog named by its title, with a description when given', async () => {
    const user = userEvent.setup();
    render(<Harness description="Enrolled in the hypertension programme." />);
    const drawer = await openDrawer(user);
    expect(drawer).toHaveAccessibleDescription('Enrolled in the hypertension programme.');
  });

  it('has no description reference without a description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(await openDrawer(user)).not.toHaveAttribute('aria-describedby');
  });

  it('moves focus inside, keeps it there, and gives it back to the opener on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const drawer = await openDrawer(user);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('closes from its close button, labelled in the current language', async () => {
    const user = userEvent.setup();
    render(
      <UiTextProvider locale="pt">
        <Harness />
      </UiTextProvider>,
    );
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDrawer(user);
    await user.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on a backdrop click when not dismissible', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness dismissible={false} onOpenChange={onOpenChange} />);
    await openDrawer(user);
    await user.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('opens at the end side by default, and at the start side on request', () => {
    const { unmount } = render(<Drawer open onOpenChange={() => {}} title="A" />);
    const endClass = screen.getByRole('dialog').className;
    unmount();
    render(<Drawer open onOpenChange={() => {}} title="A" side="start" />);
    expect(screen.getByRole('dialog').className).not.toBe(endClass);
  });

  it('falls back to the end side for an unknown value, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(<Drawer open onOpenChange={() => {}} title="A" />);
    const endClass = screen.getByRole('dialog').className;
    unmount();
    // @ts-expect-error — a physical side from untyped callers
    render(<Drawer open onOpenChange={() => {}} title="A" side="right" />);
    expect(screen.getByRole('dialog').className).toBe(endClass);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown side "right"'));
    warn.mockRestore();
  });
});
