import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Tabs, type TabItem } from './Tabs';

/** The page colours of the active theme behind the story, so axe checks contrast on them. */
const onPageBackground: Decorator = (Story) => (
  <div
    style={{
      backgroundColor: vars.color.background,
      color: vars.color.text,
      padding: vars.space.large,
    }}
  >
    <Story />
  </div>
);

const accountTabs: TabItem[] = [
  { id: 'profile', label: 'Profile', content: <p>Name, picture and language.</p> },
  { id: 'security', label: 'Security', content: <p>Sessions and sign-in codes.</p> },
  { id: 'notifications', label: 'Notifications', content: <p>What we e-mail you about.</p> },
];

/** A stand-in for a router's Link: it changes "the route" instead of loading a page. */
function FakeRouterLink({
  to,
  onNavigate,
  children,
  ...rest
}: { to: string; onNavigate: (to: string) => void } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onNavigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

const routeTabs: TabItem[] = [
  { id: 'users', label: 'Users', href: '/users' },
  { id: 'roles', label: 'Roles', href: '/users/roles' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  decorators: [onPageBackground],
  args: { label: 'Account settings', tabs: accountTabs, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Tabs after the WAI-ARIA tabs pattern. The tab list is one tab stop; Left and Right
move between tabs (swapped in right-to-left, read from the page's direction), Home and End go to the
first and last, and a tab is selected as soon as it has focus. Disabled tabs are skipped. \`value\` +
\`onValueChange\` control it; \`defaultValue\` leaves it to itself.

**Link tabs** (\`asLink\`, or \`renderTab\` for a router's \`Link\`): for tabs that are routes, like a
"Users | Roles" bar. They render a \`<nav>\` of ordinary links, the current route's with
\`aria-current="page"\`; the route, not the tabs, shows the page.

**Do**
- Give the tabs a \`label\` that says what they switch between.
- Use link tabs when each tab has its own URL; pass the current route's tab id as \`value\`.
- Keep labels short: many or long tabs scroll sideways on narrow screens.

**Don't**
- Don't use tabs for steps of a process (use a stepper) or for actions (use buttons).
- Don't put a tab list of \`role="tab"\` buttons around links: pick link tabs instead.`,
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Account settings' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent(
      'Name, picture and language.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('security');
    await expect(canvas.getByRole('tabpanel', { name: 'Security' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('notifications');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveFocus();
  },
};

export const WithDisabledTab: Story = {
  args: {
    tabs: [
      accountTabs[0]!,
      { id: 'billing', label: 'Billing', content: <p>Invoices.</p>, disabled: true },
      ...accountTabs.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [value, setValue] = useState('notifications');
    return (
      <Tabs
        {...args}
        value={value}
        onValueChange={(id) => {
          setValue(id);
          args.onValueChange?.(id);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
  },
};

/** Tabs that are routes, rendered with the app's router link (here a stand-in). */
export const LinkTabs: Story = {
  args: { label: 'Staff', tabs: routeTabs },
  render: function LinkTabsStory(args) {
    const [path, setPath] = useState('/users');
    const current = routeTabs.find((tab) => tab.href === path)?.id;
    return (
      <div>
        <Tabs
          {...args}
          value={current}
          renderTab={(tab, props) => (
            <FakeRouterLink to={tab.href ?? '/'} onNavigate={setPath} {...props} />
          )}
        />
        <p>Current route: {path}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Staff' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Roles' }));
    await expect(canvas.getByText('Current route: /users/roles')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Roles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  },
};

/** Link tabs as plain `<a href>`, for pages served without a client router. */
export const PlainLinks: Story = {
  args: { label: 'Staff', tabs: routeTabs, value: 'roles', asLink: true },
  play: async ({ canvasElement }) => {
    const roles = within(canvasElement).getByRole('link', { name: 'Roles' });
    await expect(roles).toHaveAttribute('href', '/users/roles');
    await expect(roles).toHaveAttribute('aria-current', 'page');
  },
};

/** Too many tabs for a narrow screen: the list scrolls sideways, labels never wrap. */
export const ManyLongTabs: Story = {
  args: {
    tabs: [
      'Overview',
      'Training modules and learning paths',
      'Knowledge checks',
      'Ministry of health documents',
      'History',
    ].map((label, index) => ({ id: `t${index}`, label, content: <p>{label}</p> })),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
  },
};

/** Arabic in right-to-left: the first tab is on the right and Left goes to the next tab. */
export const ArabicRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: 'إعدادات الحساب',
    tabs: [
      { id: 'profile', label: 'الملف الشخصي', content: <p>الاسم والصورة واللغة.</p> },
      { id: 'security', label: 'الأمان', content: <p>الجلسات ورموز الدخول.</p> },
      { id: 'notifications', label: 'الإشعارات', content: <p>ما نرسله إليك.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'الملف الشخصي' });
    const second = canvas.getByRole('tab', { name: 'الأمان' });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(
      second.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
  },
};

export const ArabicLinkTabs: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: 'الموظفون',
    asLink: true,
    value: 'users',
    tabs: [
      { id: 'users', label: 'المستخدمون', href: '/users' },
      { id: 'roles', label: 'الأدوار', href: '/users/roles' },
    ],
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    tabs: [
      ...accountTabs,
      { id: 'billing', label: 'Billing', content: <p>Invoices.</p>, disabled: true },
    ],
  },
};

export const DarkLinkTabs: Story = {
  globals: { theme: 'dark' },
  args: { label: 'Staff', tabs: routeTabs, value: 'users', asLink: true },
};
