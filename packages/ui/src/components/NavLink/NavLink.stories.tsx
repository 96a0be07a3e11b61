import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, useState, type AnchorHTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { NavLink } from './NavLink';

/** The page colours of the active theme behind the story, so axe checks contrast on them. */
const onPageBackground: Decorator = (Story) => (
  <div
    style={{
      backgroundColor: vars.color.background,
      color: vars.color.text,
      padding: vars.space.large,
      display: 'flex',
      gap: vars.space.small,
      flexWrap: 'wrap',
    }}
  >
    <Story />
  </div>
);

/** A stand-in for a router's Link: it takes `to`, and tells where it went instead of loading a page. */
const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  { to: string; onNavigate?: (to: string) => void } & AnchorHTMLAttributes<HTMLAnchorElement>
>(function FakeRouterLink({ to, onNavigate, onClick, children, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        onNavigate?.(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
});

const meta = {
  title: 'Navigation/NavLink',
  component: NavLink,
  tags: ['autodocs'],
  decorators: [onPageBackground],
  args: { href: '/settings', children: 'Settings' },
  parameters: {
    docs: {
      description: {
        component: `A navigation link that works with any router. A plain \`<a href>\` by default;
\`as={Link}\` renders the router's link with every other prop (\`to\`, \`replace\`…), and \`render\`
gives full control. \`active\` sets \`aria-current="page"\`, which screen readers announce and which
draws the current style (bold, a bar under it). Put several in a \`NavList\`.

**Do**
- Mark exactly one link per navigation \`active\`: the page being shown.
- Pass \`as={Link}\` (or \`render\`) so navigation stays in the single-page app.

**Don't**
- Don't use a NavLink for actions (sign out, open a menu): use a \`Button\`.
- Don't show the current page by colour alone: \`active\` does it for you.`,
      },
    },
  },
} satisfies Meta<typeof NavLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Settings' });
    await expect(link).toHaveAttribute('href', '/settings');
    await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Settings' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(link).fontWeight).toBe('600');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Settings' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/** With a router: `as` renders its Link, which gets `to` and every other prop. */
export const AsRouterLink: Story = {
  render: function AsRouterLinkStory() {
    const [path, setPath] = useState('/');
    return (
      <>
        <NavLink as={FakeRouterLink} to="/" onNavigate={setPath} active={path === '/'}>
          Home
        </NavLink>
        <NavLink as={FakeRouterLink} to="/users" onNavigate={setPath} active={path === '/users'}>
          Users
        </NavLink>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Users' }));
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** `render` for full control of the element, e.g. a Link with props of its own. */
export const RenderProp: Story = {
  render: () => (
    <NavLink active render={(props) => <FakeRouterLink to="/users/roles" {...props} />}>
      Roles
    </NavLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Roles' });
    await expect(link).toHaveAttribute('href', '/users/roles');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

export const LongLabel: Story = {
  args: { children: 'Ministry of health documents and regional guidelines', active: true },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { children: 'الإعدادات', active: true },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <>
      <NavLink href="/" active>
        Home
      </NavLink>
      <NavLink href="/users">Users</NavLink>
    </>
  ),
};
