import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { NavLink } from './NavLink';
import { NavList } from './NavList';
import { navListOrientations } from './navLinkOptions';

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

const links = (current: string) =>
  [
    ['/', 'Home'],
    ['/clinics-and-hospitals', 'Clinics & Hospitals'],
    ['/users', 'Users'],
  ].map(([href, label]) => (
    <NavLink key={href} href={href} active={href === current}>
      {label}
    </NavLink>
  ));

const meta = {
  title: 'Navigation/NavList',
  component: NavList,
  tags: ['autodocs'],
  decorators: [onPageBackground],
  args: { label: 'Main', children: links('/') },
  argTypes: { orientation: { control: 'select', options: navListOrientations } },
  parameters: {
    docs: {
      description: {
        component: `A \`<nav aria-label>\` with a list of \`NavLink\`s, in a row (a header) or a column
(a side bar). Each child goes in its own list item, so screen readers say how many links there are.

**Do**
- Give every navigation a \`label\` of its own ("Main", "Knowledge center"…).
- Build the list from the user's role and mark the current page's link \`active\`.

**Don't**
- Don't nest a NavList inside another \`<nav>\`.
- Don't put buttons in it: it is a list of places to go.`,
      },
    },
  },
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Home');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', children: links('/users') },
  render: (args) => (
    <div style={{ maxInlineSize: 240 }}>
      <NavList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'Home' });
    const users = canvas.getByRole('link', { name: 'Users' });
    await expect(users.getBoundingClientRect().top).toBeGreaterThan(
      home.getBoundingClientRect().top,
    );
    // The current link's bar stands at the inline start.
    await expect(getComputedStyle(users).borderLeftWidth).toBe('3px');
  },
};

export const OnlyOneLink: Story = { args: { children: links('/').slice(0, 1) } };

export const ArabicVertical: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: 'القائمة الرئيسية',
    orientation: 'vertical',
    children: [
      <NavLink key="home" href="/" active>
        الرئيسية
      </NavLink>,
      <NavLink key="users" href="/users">
        المستخدمون
      </NavLink>,
    ],
  },
  render: (args) => (
    <div style={{ maxInlineSize: 240 }}>
      <NavList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'الرئيسية' });
    // In right-to-left the inline start, and so the bar, is on the right.
    await expect(getComputedStyle(home).borderRightWidth).toBe('3px');
    await expect(getComputedStyle(home).borderLeftWidth).toBe('0px');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
