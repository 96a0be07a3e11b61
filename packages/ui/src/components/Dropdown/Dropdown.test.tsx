import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { POPOVER_DISPOSE_MS } from '../Popover';
import { Dropdown, DropdownClose } from './Dropdown';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

const { setup } = installFakeOverlayTimers();

function Example() {
  return (
    <>
      <Dropdown label="Columns" trigger={<Button>Columns</Button>}>
        <label>
          <input type="checkbox" /> Phone number
        </label>
        <DropdownClose asChild>
          <Button>Done</Button>
        </DropdownClose>
      </Dropdown>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Columns' });

const openDropdown = async (user: ReturnType<typeof setup>) => {
  await user.click(trigger());
  await act(() => vi.advanceTimersByTimeAsync(1));
  return screen.getByRole('dialog', { name: 'Columns' });
};

describe('Dropdown', () => {
  it('opens below its trigger, aligned to its start, when clicked', async () => {
    const user = setup();
    render(<Example />);
    const panel = await openDropdown(user);
    expect(panel).toHaveAttribute('data-side', 'bottom');
    expect(panel).toHaveAttribute('data-align', 'start');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open on hover or focus', async () => {
    const user = setup();
    render(<Example />);
    await user.hover(trigger());
    await user.tab();
    expect(trigger()).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the trigger is clicked again', async () => {
    const user = setup();
    render(<Example />);
    await openDropdown(user);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = setup();
    render(<Example />);
    await openDropdown(user);
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    const user = setup();
    render(<Example />);
    await openDropdown(user);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from a DropdownClose button and unmounts after the dispose timeout', async () => {
    const user = setup();
    render(<Example />);
    await openDropdown(user);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(POPOVER_DISPOSE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to start alignment for an unknown value, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setup();
    render(
      // @ts-expect-error — an unknown alignment from untyped callers
      <Dropdown label="Sort" align="middle" trigger={<Button>Sort</Button>}>
        Text
      </Dropdown>,
    );
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByRole('dialog', { name: 'Sort' })).toHaveAttribute('data-align', 'start');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown align "middle"'));
    warn.mockRestore();
  });
});
