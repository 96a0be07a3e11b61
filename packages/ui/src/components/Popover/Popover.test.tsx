import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Popover, PopoverClose } from './Popover';
import { POPOVER_DISPOSE_MS } from './popoverOptions';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

const { setup } = installFakeOverlayTimers();

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Popover label="Filters" trigger={<Button>Filters</Button>} onOpenChange={onOpenChange}>
        <p>Only active clinics</p>
        <PopoverClose asChild>
          <Button>Apply</Button>
        </PopoverClose>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

const openPopover = async (user: ReturnType<typeof setup>) => {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  // Radix starts listening for outside clicks on the next tick.
  await act(() => vi.advanceTimersByTimeAsync(1));
  return screen.getByRole('dialog', { name: 'Filters' });
};

// Closed content stays mounted (inert) for a moment: the trigger tells whether it is open.
const expectClosed = () =>
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');

describe('Popover', () => {
  it('opens a labelled panel when its trigger is clicked', async () => {
    const user = setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const panel = await openPopover(user);
    expect(panel).toHaveTextContent('Only active clinics');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = setup();
    render(<Example />);
    await openPopover(user);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expectClosed();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    const user = setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await openPopover(user);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expectClosed();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes from a PopoverClose button inside', async () => {
    const user = setup();
    render(<Example />);
    await openPopover(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expectClosed();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('gives focus back to the trigger when its owner closes it', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Popover
          label="Filters"
          trigger={<Button>Filters</Button>}
          open={open}
          onOpenChange={setOpen}
        >
          <Button onClick={() => setOpen(false)}>Apply</Button>
        </Popover>
      );
    }
    const user = setup();
    render(<Controlled />);
    await openPopover(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expectClosed();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it(`keeps its content mounted ${POPOVER_DISPOSE_MS} ms after closing, then unmounts it`, async () => {
    const user = setup();
    render(<Example />);
    await openPopover(user);
    await user.keyboard('{Escape}');
    // Still in the DOM for the exit animation, but closed and out of reach.
    const closing = screen.getByText('Only active clinics').parentElement;
    expect(closing).toHaveAttribute('data-state', 'closed');
    expect(closing).toHaveAttribute('inert');
    await act(() => vi.advanceTimersByTimeAsync(POPOVER_DISPOSE_MS - 1));
    expect(screen.queryByText('Only active clinics')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Only active clinics')).not.toBeInTheDocument();
  });

  it('stays mounted when reopened within the dispose time', async () => {
    const user = setup();
    render(<Example />);
    await openPopover(user);
    await user.keyboard('{Escape}');
    await act(() => vi.advanceTimersByTimeAsync(POPOVER_DISPOSE_MS / 2));
    await openPopover(user);
    await act(() => vi.advanceTimersByTimeAsync(POPOVER_DISPOSE_MS * 2));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveAttribute('data-state', 'open');
  });

  it('falls back to the default side for an unknown value, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setup();
    render(
      // @ts-expect-error — an unknown side from untyped callers
      <Popover label="Help" side="diagonal" trigger={<Button>Help</Button>}>
        Text
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog', { name: 'Help' })).toHaveAttribute('data-side', 'bottom');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown side "diagonal"'));
    warn.mockRestore();
  });
});
