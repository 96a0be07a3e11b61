import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { NavLink, NavList } from '../NavLink';
import { Header } from './Header';

describe('Header', () => {
  it('is the banner with logo, navigation and actions in reading order', () => {
    render(
      <Header
        logo={<a href="/">Acme</a>}
        navigation={
          <NavList label="Main">
            <NavLink href="/" active>
              Home
            </NavLink>
          </NavList>
        }
        actions={<button type="button">Help</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner.tagName).toBe('HEADER');
    const order = Array.from(banner.querySelectorAll('a, button')).map(
      (element) => element.textContent,
    );
    expect(order).toEqual(['Acme', 'Home', 'Help']);
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('adds a second row only when there is a sub-navigation', () => {
    const { container, rerender } = render(<Header logo="Acme" />);
    const rows = () => container.querySelector('header')!.children.length;
    expect(rows()).toBe(1);
    rerender(
      <Header
        logo="Acme"
        subNavigation={
          <NavList label="Section">
            <NavLink href="/a">A</NavLink>
          </NavList>
        }
      />,
    );
    expect(rows()).toBe(2);
    expect(screen.getByRole('navigation', { name: 'Section' })).toBeInTheDocument();
  });

  it('leaves out empty slots', () => {
    const { container } = render(<Header actions={<button type="button">Help</button>} />);
    expect(container.querySelector('header > div')!.children).toHaveLength(1);
  });

  it('gives its ref the header element', () => {
    const ref = createRef<HTMLElement>();
    render(<Header ref={ref} logo="Acme" />);
    expect(ref.current).toBe(screen.getByRole('banner'));
  });
});
