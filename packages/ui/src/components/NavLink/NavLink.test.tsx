import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavLink } from './NavLink';

/** A stand-in for a router's Link: a `to` instead of an `href`, and a ref to its anchor. */
const RouterLink = forwardRef<
  HTMLAnchorElement,
  { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>
>(function RouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={`#${to}`} data-router-link="" {...rest}>
      {children}
    </a>
  );
});

describe('NavLink', () => {
  it('is a plain link by default', () => {
    render(<NavLink href="/settings">Settings</NavLink>);
    const link = screen.getByRole('link', { name: 'Settings' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/settings');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks the current page when active, with its own style', () => {
    render(
      <>
        <NavLink href="/" active>
          Home
        </NavLink>
        <NavLink href="/users">Users</NavLink>
      </>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { current: 'page' })).toBe(home);
    // The look follows aria-current, so the class is the same and the state is in the DOM.
    expect(home.className).toBe(screen.getByRole('link', { name: 'Users' }).className);
  });

  it("renders as the router's link with `as`, passing its props through", async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLAnchorElement>();
    render(
      <NavLink as={RouterLink} to="/users" active ref={ref} onClick={onClick}>
        Users
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Users' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '#/users');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(ref.current).toBe(link);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hands everything to `render` for full control', () => {
    render(
      <NavLink active className="extra" render={(props) => <RouterLink to="/roles" {...props} />}>
        Roles
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Roles' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('extra');
  });

  it('gives its ref the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <NavLink ref={ref} href="/">
        Home
      </NavLink>,
    );
    expect(ref.current).toBe(screen.getByRole('link'));
  });
});
