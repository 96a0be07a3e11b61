import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { MENU_HIDE_DELAY_MS, Menu, MenuItem, MenuLabel, MenuSeparator, menuAligns } from './Menu';

const onSettings = fn();
const onLogout = fn();

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    trigger: <Button variant="outline">Account ▾</Button>,
    children: (
      <>
        <MenuLabel>Dana Whitfield · admin@clinic.test</MenuLabel>
        <MenuItem icon="⚙" onSelect={onSettings} shortcut="Ctrl+S" aria-keyshortcuts="Control+S">
          Settings
        </MenuItem>
        <MenuItem icon="?" disabled>
          Support
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon="⎋" onSelect={onLogout}>
          Logout
        </MenuItem>
      </>
    ),
  },
  argTypes: {
    align: { control: 'select', options: menuAligns },
    trigger: { control: false },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `A list of commands under a button, built of \`MenuItem\` (optional \`icon\`, \`onSelect\`, \`disabled\`, and \`shortcut\` with \`aria-keyshortcuts\`), \`MenuSeparator\` and \`MenuLabel\`. It opens on click, or Enter, Space or ArrowDown on the trigger; arrow keys, Home, End and typing a letter move between items. It closes when an item is chosen, on Escape, at once on an outside click, and ${MENU_HIDE_DELAY_MS} ms after the pointer has left both the trigger and the menu unless it comes back (docs/product.md §9: menu hide delay 400 ms). Focus returns to the trigger.

**Do**
- Use it for actions on one thing: a row of a table, the signed-in user.
- Start each item with a verb or a destination, and keep the list short.
- Group items with \`MenuSeparator\`; put a destructive item last.

**Don't**
- Don't put form fields or long text in a menu: use \`Dropdown\` or \`Popover\`.
- Don't use it for site navigation links that should stay visible.
- Don't hide the only way to do something in a disabled item without saying why elsewhere.`,
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** "At once": well before the hide delay could have closed it. */
const expectClosedAtOnce = () =>
  waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument(), {
    timeout: MENU_HIDE_DELAY_MS / 2,
  });

const openMenu = async (canvasElement: HTMLElement, name = 'Account ▾') => {
  const trigger = within(canvasElement).getByRole('button', { name });
  await userEvent.click(trigger);
  const menu = await body().findByRole('menu');
  return { trigger, menu };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onSettings.mockClear();
    const { trigger, menu } = await openMenu(canvasElement);
    await expect(menu).toHaveAccessibleName('Account ▾');
    await expect(within(menu).getByRole('menuitem', { name: 'Support' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(onSettings).toHaveBeenCalledTimes(1);
    await expectClosedAtOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Arrow keys move through the items and skip the disabled one; Enter chooses. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Account ▾' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body().findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** An outside click closes it at once. */
export const ClosesOnOutsideClick: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Menu {...args} />
      <Button variant="secondary">Somewhere else</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Somewhere else' }));
    await expectClosedAtOnce();
  },
};

/** Escape closes it at once and focus goes back to the trigger. */
export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await openMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expectClosedAtOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** docs/product.md §9: after the pointer leaves trigger and menu, it closes 400 ms later, not before. */
export const HideDelay: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, menu } = await openMenu(canvasElement);
    // Leaving and coming back within the delay keeps it open.
    await userEvent.unhover(trigger);
    await new Promise((resolve) => setTimeout(resolve, MENU_HIDE_DELAY_MS / 2));
    await userEvent.hover(menu);
    await new Promise((resolve) => setTimeout(resolve, MENU_HIDE_DELAY_MS));
    await expect(menu).toBeInTheDocument();
    // Leaving for good closes it once the delay has passed.
    const left = performance.now();
    await userEvent.unhover(menu);
    await expect(body().queryByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument(), {
      timeout: MENU_HIDE_DELAY_MS * 3,
    });
    await expect(performance.now() - left).toBeGreaterThanOrEqual(MENU_HIDE_DELAY_MS);
  },
};

export const AlignedToEnd: Story = {
  args: { align: 'end', defaultOpen: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Menu {...args} />
    </div>
  ),
};

export const VeryLongText: Story = {
  args: {
    defaultOpen: true,
    trigger: <Button variant="outline">Actions ▾</Button>,
    children: (
      <>
        <MenuItem icon="✎">
          Edit the enrolment of this patient in the hypertension programme
        </MenuItem>
        <MenuItem icon="⇩">
          Download every knowledge check result of the last twelve months as a CSV file
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon="✕">Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethemenu</MenuItem>
      </>
    ),
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    defaultOpen: true,
    trigger: (
      <Button variant="outline" lang="ar">
        الحساب ▾
      </Button>
    ),
    children: (
      <>
        <MenuLabel>
          <span lang="ar">دانة · admin@clinic.test</span>
        </MenuLabel>
        <MenuItem icon="⚙" lang="ar">
          الإعدادات
        </MenuItem>
        <MenuItem icon="?" lang="ar" disabled>
          الدعم
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon="⎋" lang="ar">
          تسجيل الخروج
        </MenuItem>
      </>
    ),
  },
};
