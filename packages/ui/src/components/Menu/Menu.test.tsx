import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { MENU_HIDE_DELAY_MS, Menu, MenuItem, MenuLabel, MenuSeparator } from './Menu';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

const { setup, wait } = installFakeOverlayTimers();

function Example({ onSettings = () => {}, onLogout = () => {}, onSupport = () => {} }) {
  return (
    <>
      <Menu trigger={<Button>Account</Button>}>
        <MenuLabel>admin@clinic.test</MenuLabel>
        <MenuItem icon="⚙" onSelect={onSettings}>
          Settings
        </MenuItem>
        <MenuItem disabled onSelect={onSupport}>
          Support
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={onLogout}>Logout</MenuItem>
      </Menu>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Account' });

const openMenu = async (user: ReturnType<typeof setup>) => {
  await user.click(trigger());
  // Radix starts listening for outside clicks on the next tick.
  await wait(1);
  return screen.getByRole('menu', { name: 'Account' });
};

describe('Menu', () => {
  it('opens below its trigger on click, named by the trigger', async () => {
    const user = setup();
    render(<Example />);
    const menu = await openMenu(user);
    expect(menu).toHaveAttribute('data-side', 'bottom');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '⚙Settings',
      'Support',
      'Logout',
    ]);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('runs the chosen item, closes and returns focus to the trigger', async () => {
    const user = setup();
    const onSettings = vi.fn();
    render(<Example onSettings={onSettings} />);
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: /Settings/ }));
    await wait(1);
    expect(onSettings).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('does not run a disabled item', async () => {
    const user = setup();
    const onSupport = vi.fn();
    render(<Example onSupport={onSupport} />);
    await openMenu(user);
    const support = screen.getByRole('menuitem', { name: 'Support' });
    expect(support).toHaveAttribute('aria-disabled', 'true');
    await user.click(support);
    expect(onSupport).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('is driven by the keyboard, skipping disabled items', async () => {
    const user = setup();
    const onLogout = vi.fn();
    render(<Example onLogout={onLogout} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await wait(1);
    expect(screen.getByRole('menuitem', { name: /Settings/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await wait(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(trigger()).toHaveFocus();
  });

  it('closes at once on Escape and returns focus to the trigger', async () => {
    const user = setup();
    render(<Example />);
    await openMenu(user);
    await user.keyboard('{Escape}');
    await wait(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes on Tab and on Shift+Tab, as the menu button pattern says, and never traps focus', async () => {
    const user = setup();
    render(<Example />);
    await openMenu(user);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await wait(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    await openMenu(user);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await wait(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // jsdom lays nothing out, so the Tab order is empty there; the e2e shell test checks that
    // focus goes on to what follows the trigger in Chromium.
    expect(document.activeElement).not.toBe(document.body);
  });

  it('closes at once on an outside click', async () => {
    const user = setup();
    render(<Example />);
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it(`closes ${MENU_HIDE_DELAY_MS} ms after the pointer leaves trigger and menu`, async () => {
    const user = setup();
    render(<Example />);
    const menu = await openMenu(user);
    await user.hover(menu);
    await user.unhover(menu);
    await wait(MENU_HIDE_DELAY_MS - 1);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back within the hide delay', async () => {
    const user = setup();
    render(<Example />);
    const menu = await openMenu(user);
    await user.unhover(trigger());
    await wait(MENU_HIDE_DELAY_MS / 2);
    await user.hover(menu);
    await wait(MENU_HIDE_DELAY_MS * 2);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.unhover(menu);
    await wait(MENU_HIDE_DELAY_MS / 2);
    await user.hover(trigger());
    await wait(MENU_HIDE_DELAY_MS * 2);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('ignores a touch pointer leaving', async () => {
    const user = setup();
    render(<Example />);
    const menu = await openMenu(user);
    await user.pointer([
      { keys: '[TouchA>]', target: menu },
      { pointerName: 'TouchA', target: screen.getByRole('button', { name: 'Elsewhere' }) },
    ]);
    await wait(MENU_HIDE_DELAY_MS * 2);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('falls back to start alignment for an unknown value, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setup();
    render(
      // @ts-expect-error — an unknown alignment from untyped callers
      <Menu align="middle" trigger={<Button>More</Button>}>
        <MenuItem>Edit</MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menu')).toHaveAttribute('data-align', 'start');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown align "middle"'));
    warn.mockRestore();
  });

  it('reads right to left under a right-to-left page, as its trigger does', async () => {
    const user = setup();
    render(
      <div dir="rtl">
        <Example />
      </div>,
    );
    const menu = await openMenu(user);
    expect(menu).toHaveAttribute('dir', 'rtl');
  });

  it("shows an item's shortcut at its end, hidden from screen readers, who read aria-keyshortcuts", async () => {
    const user = setup();
    render(
      <Menu trigger={<Button>Account</Button>}>
        <MenuItem shortcut="Ctrl+S" aria-keyshortcuts="Control+S">
          Settings
        </MenuItem>
      </Menu>,
    );
    await openMenu(user);
    const item = screen.getByRole('menuitem', { name: 'Settings' });
    expect(item).toHaveAttribute('aria-keyshortcuts', 'Control+S');
    expect(item.querySelector('kbd')).toHaveTextContent('Ctrl+S');
    expect(item.querySelector('kbd')).toHaveAttribute('aria-hidden', 'true');
  });

  it('makes an item that goes somewhere a link, still a menu item', async () => {
    const user = setup();
    render(
      <Menu trigger={<Button>Account</Button>}>
        <MenuItem href="/settings">Settings</MenuItem>
        <MenuItem href="mailto:support@clinic.test">Support</MenuItem>
      </Menu>,
    );
    await openMenu(user);
    const settings = screen.getByRole('menuitem', { name: 'Settings' });
    expect(settings.tagName).toBe('A');
    expect(settings).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@clinic.test',
    );
  });
});
