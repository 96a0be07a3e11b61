import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { NavLink, NavList } from '../NavLink';
import { Header } from './Header';

/** The page colours of the active theme behind the story, so axe checks contrast on them. */
const onPageBackground: Decorator = (Story) => (
  <div style={{ backgroundColor: vars.color.background, color: vars.color.text }}>
    <Story />
  </div>
);

const Logo = ({ name = 'Console' }: { name?: string }) => (
  <a
    href="/"
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 8,
      color: 'inherit',
      fontWeight: 600,
      textDecoration: 'none',
    }}
  >
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill={vars.color.primary} />
      <path d="M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5z" fill={vars.color.onPrimary} />
    </svg>
    {name}
  </a>
);

const iconPaths = {
  bell: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-2.5-12a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4V14m0 3h.01',
};

const IconButton = ({ icon, label }: { icon: keyof typeof iconPaths; label: string }) => (
  <Button variant="ghost" size="sm" rounded="cycle" aria-label={label}>
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={iconPaths[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  </Button>
);

const actions = (
  <>
    <IconButton icon="bell" label="Notifications" />
    <IconButton icon="help" label="Help" />
    <Button variant="primary" size="sm" rounded="cycle" aria-label="Ana Souza, profile menu">
      <span aria-hidden="true">AS</span>
    </Button>
  </>
);

/** docs/product.md §2: what each role sees in the main navigation. */
const adminLinks = [
  ['/', 'Home'],
  ['/clinics-and-hospitals', 'Clinics & Hospitals'],
  ['/users', 'Users'],
] as const;

const mainNavigation = (current: string, links: readonly (readonly [string, string])[]) => (
  <NavList label="Main">
    {links.map(([href, label]) => (
      <NavLink key={href} href={href} active={href === current}>
        {label}
      </NavLink>
    ))}
  </NavList>
);

const meta = {
  title: 'Navigation/Header',
  component: Header,
  tags: ['autodocs'],
  decorators: [onPageBackground],
  args: {
    logo: <Logo />,
    navigation: mainNavigation('/', adminLinks),
    actions,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The page's banner (\`<header>\`): \`logo\`, \`navigation\` and \`actions\` in one row,
and an optional \`subNavigation\` row below for the links of one section. Spacing is logical, so in
right-to-left the logo sits on the right and the actions on the left. When the header is narrow
(under 40rem) the navigation moves to its own line under the logo and the actions.

**Do**
- Put a \`NavList\` of \`NavLink\`s in \`navigation\`, built from what the user's role may see.
- Make the logo a link home with the product's name as its text (or \`alt\`).
- Give icon-only action buttons an \`aria-label\`.

**Don't**
- Don't render more than one Header on a page: it is the page's only banner.
- Don't put page titles or filters in it; they belong to the page.`,
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A system administrator sees Home, Clinics & Hospitals and Users (docs/product.md §2). */
export const SystemAdministrator: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Clinics & Hospitals', 'Users']);
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Home');
    await expect(within(banner).getByRole('button', { name: 'Help' })).toBeVisible();
  },
};

/** Clinic managers, doctors and nurses see only Home (docs/product.md §2). */
export const OtherRoles: Story = {
  args: { navigation: mainNavigation('/', [['/', 'Home']]) },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
  },
};

/** Under a section, its own links form a second row (docs/product.md §2: the knowledge center). */
export const WithSubNavigation: Story = {
  args: {
    navigation: mainNavigation('/knowledge-center', adminLinks),
    subNavigation: (
      <NavList label="Knowledge center">
        <NavLink href="/knowledge-center/training-modules" active>
          Training Modules
        </NavLink>
        <NavLink href="/knowledge-center/knowledge-checks">Knowledge Checks</NavLink>
        <NavLink href="/knowledge-center/moh-documents">MOH Documents</NavLink>
      </NavList>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('navigation', { name: 'Main' });
    const section = canvas.getByRole('navigation', { name: 'Knowledge center' });
    await expect(section.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().bottom,
    );
    await expect(within(section).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Training Modules',
    );
    // A path under a section matches no main link.
    await expect(within(main).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  },
};

/** On a phone-sized screen the navigation wraps onto its own line. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('link', { name: 'Console' });
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const help = canvas.getByRole('button', { name: 'Help' });
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      logo.getBoundingClientRect().bottom,
    );
    // Logo and actions share the first line.
    await expect(help.getBoundingClientRect().top).toBeLessThan(nav.getBoundingClientRect().top);
    const banner = canvas.getByRole('banner');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

/** Arabic in right-to-left: logo on the right, actions on the left, with no special code. */
export const ArabicRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    logo: <Logo name="وحدة التحكم" />,
    navigation: mainNavigation('/', [
      ['/', 'الرئيسية'],
      ['/clinics-and-hospitals', 'العيادات والمستشفيات'],
      ['/users', 'المستخدمون'],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('link', { name: 'وحدة التحكم' });
    const help = canvas.getByRole('button', { name: 'Help' });
    await expect(logo.getBoundingClientRect().left).toBeGreaterThan(
      help.getBoundingClientRect().left,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: WithSubNavigation.args,
};
