import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'profile', label: 'Profile', content: <p>Profile panel</p> },
  { id: 'security', label: 'Security', content: <p>Security panel</p> },
  { id: 'billing', label: 'Billing', content: <p>Billing panel</p>, disabled: true },
  { id: 'alerts', label: 'Alerts', content: <p>Alerts panel</p> },
];

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab controls the visible panel', () => {
    render(<Tabs label="Account" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(panel).toHaveTextContent('Profile panel');
    expect(profile).toHaveAttribute('aria-controls', panel.id);
    // The other panels stay in the page, hidden, so every tab's aria-controls points somewhere.
    expect(screen.getByText('Security panel').parentElement).not.toBeVisible();
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-controls',
      screen.getByText('Security panel').parentElement!.id,
    );
  });

  it('selects a tab when it is clicked', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Account" tabs={tabs} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(selectedTab()).toHaveAccessibleName('Security');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Security panel');
    expect(onValueChange).toHaveBeenCalledWith('security');
  });

  it('is one tab stop: Tab enters on the selected tab and leaves for the panel', async () => {
    render(<Tabs label="Account" tabs={tabs} defaultValue="security" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping round', async () => {
    render(<Tabs label="Account" tabs={tabs} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('Security');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Alerts panel');
  });

  it('goes to the first and last tabs with Home and End', async () => {
    render(<Tabs label="Account" tabs={tabs} defaultValue="security" />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(selectedTab()).toHaveAccessibleName('Alerts');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toHaveAccessibleName('Profile');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  });

  it('swaps Left and Right in right-to-left', async () => {
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Tabs label="الحساب" tabs={tabs} />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('Security');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Profile');
  });

  it('reads right-to-left from a dir attribute alone', async () => {
    render(
      <div dir="rtl">
        <Tabs label="الحساب" tabs={tabs} />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('Security');
  });

  it('follows a controlled value and only reports changes', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Account" tabs={tabs} value="security" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Alerts' }));
    expect(onValueChange).toHaveBeenCalledWith('alerts');
    expect(selectedTab()).toHaveAccessibleName('Security');
    rerender(<Tabs label="Account" tabs={tabs} value="alerts" onValueChange={onValueChange} />);
    expect(selectedTab()).toHaveAccessibleName('Alerts');
  });

  it('cannot select a disabled tab, and falls back to the first enabled one', async () => {
    render(<Tabs label="Account" tabs={tabs} defaultValue="billing" />);
    expect(selectedTab()).toHaveAccessibleName('Profile');
    const billing = screen.getByRole('tab', { name: 'Billing' });
    expect(billing).toBeDisabled();
    await userEvent.click(billing);
    expect(selectedTab()).toHaveAccessibleName('Profile');
  });

  it('renders no panel for tabs without content', () => {
    render(
      <Tabs
        label="Filters"
        tabs={[
          { id: 'all', label: 'All' },
          { id: 'mine', label: 'Mine' },
        ]}
      />,
    );
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).not.toHaveAttribute('aria-controls');
  });

  it('shows no empty tab list when there are no tabs', () => {
    render(<Tabs label="Account" tabs={[]} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  describe('as links', () => {
    const routes: TabItem[] = [
      { id: 'users', label: 'Users', href: '/users' },
      { id: 'roles', label: 'Roles', href: '/roles' },
      { id: 'archive', label: 'Archive', href: '/archive', disabled: true },
    ];

    it('is a navigation of links with the current route marked', () => {
      render(<Tabs label="People" tabs={routes} value="roles" asLink />);
      const nav = screen.getByRole('navigation', { name: 'People' });
      expect(nav.tagName).toBe('NAV');
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/roles');
      expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
      // A disabled route is plain text, not a link.
      expect(screen.queryByRole('link', { name: 'Archive' })).not.toBeInTheDocument();
      expect(screen.getByText('Archive')).toBeInTheDocument();
    });

    it("renders each tab with the app's router link", () => {
      const RouterLink = ({
        to,
        children,
        ...rest
      }: { to: string } & AnchorHTMLAttributes<HTMLElement>) => (
        <a data-router="yes" href={`#${to}`} {...rest}>
          {children}
        </a>
      );
      render(
        <Tabs
          label="People"
          tabs={routes}
          value="users"
          renderTab={(tab, props) => <RouterLink to={tab.href ?? '/'} {...props} />}
        />,
      );
      const users = screen.getByRole('link', { name: 'Users' });
      expect(users).toHaveAttribute('data-router', 'yes');
      expect(users).toHaveAttribute('href', '#/users');
      expect(users).toHaveAttribute('aria-current', 'page');
      expect(users.className).toBe(screen.getByRole('link', { name: 'Roles' }).className);
    });

    it('marks no link current when the route is none of the tabs', () => {
      render(<Tabs label="People" tabs={routes} value="elsewhere" asLink />);
      expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    });
  });
});
