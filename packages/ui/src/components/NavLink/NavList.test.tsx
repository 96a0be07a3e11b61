import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavLink } from './NavLink';
import { NavList } from './NavList';

describe('NavList', () => {
  it('is a labelled navigation with each link in a list item', () => {
    render(
      <NavList label="Main">
        <NavLink href="/" active>
          Home
        </NavLink>
        <NavLink href="/users">Users</NavLink>
        {false}
      </NavList>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('aria-current', 'page');
  });

  it('lays links out in a column when vertical', () => {
    const { rerender } = render(
      <NavList label="Main">
        <NavLink href="/">Home</NavLink>
      </NavList>,
    );
    const horizontal = screen.getByRole('list').className;
    rerender(
      <NavList label="Main" orientation="vertical">
        <NavLink href="/">Home</NavLink>
      </NavList>,
    );
    expect(screen.getByRole('list').className).not.toBe(horizontal);
  });

  it('falls back to a row for an unknown orientation, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      // @ts-expect-error — an unknown orientation from untyped callers
      <NavList label="Main" orientation="diagonal">
        <NavLink href="/">Home</NavLink>
      </NavList>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown orientation "diagonal"'));
    warn.mockRestore();
  });
});
