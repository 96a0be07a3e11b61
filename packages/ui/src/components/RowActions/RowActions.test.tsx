import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, type RowAction } from './RowActions';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

const { setup, wait } = installFakeOverlayTimers();

const LABEL = 'Actions for Hospital Central';
const trigger = () => screen.getByRole('button', { name: LABEL });

function renderActions(overrides: Partial<Record<string, () => void>> = {}) {
  const actions: RowAction[] = [
    { label: 'Edit', onSelect: overrides.edit ?? (() => {}) },
    { label: 'Export', onSelect: overrides.export ?? (() => {}), disabled: true },
    { label: 'Deactivate', onSelect: overrides.deactivate ?? (() => {}), tone: 'danger' },
  ];
  return render(<RowActions label={LABEL} actions={actions} />);
}

describe('RowActions', () => {
  it('is an icon button named by its label, opening a menu named the same', async () => {
    const user = setup();
    renderActions();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger().querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(trigger());
    await wait(1);
    const menu = screen.getByRole('menu', { name: LABEL });
    expect(menu).toHaveAttribute('data-align', 'end');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Export',
      'Deactivate',
    ]);
  });

  it('runs the chosen action and returns focus to the button', async () => {
    const user = setup();
    const edit = vi.fn();
    renderActions({ edit });
    await user.click(trigger());
    await wait(1);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await wait(1);
    expect(edit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('does not run a disabled action', async () => {
    const user = setup();
    const exportAction = vi.fn();
    renderActions({ export: exportAction });
    await user.click(trigger());
    await wait(1);
    const item = screen.getByRole('menuitem', { name: 'Export' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(exportAction).not.toHaveBeenCalled();
  });

  it('is driven by the keyboard, skipping disabled actions', async () => {
    const user = setup();
    const deactivate = vi.fn();
    renderActions({ deactivate });
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await wait(1);
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await wait(1);
    expect(deactivate).toHaveBeenCalledTimes(1);
    expect(trigger()).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = setup();
    renderActions();
    await user.click(trigger());
    await wait(1);
    await user.keyboard('{Escape}');
    await wait(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('marks a danger action with its own class', async () => {
    const user = setup();
    renderActions();
    await user.click(trigger());
    await wait(1);
    const edit = screen.getByRole('menuitem', { name: 'Edit' });
    const deactivate = screen.getByRole('menuitem', { name: 'Deactivate' });
    expect(deactivate.className).not.toBe(edit.className);
  });

  it('cannot be opened when disabled', async () => {
    const user = setup();
    render(<RowActions label={LABEL} actions={[{ label: 'Edit', onSelect: () => {} }]} disabled />);
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('falls back to the neutral tone for an unknown value, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setup();
    render(
      <RowActions
        label={LABEL}
        // @ts-expect-error — an unknown tone from untyped callers
        actions={[{ label: 'Edit', onSelect: () => {}, tone: 'scary' }]}
      />,
    );
    await user.click(trigger());
    await wait(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown tone "scary"'));
    warn.mockRestore();
  });

  it('hands the button to a ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<RowActions ref={ref} label={LABEL} actions={[]} />);
    expect(ref.current).toBe(trigger());
  });
});
