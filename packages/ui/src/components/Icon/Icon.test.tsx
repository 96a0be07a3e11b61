import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from './Icon';
import { directionalIconNames, iconNames } from './iconOptions';

const svgOf = (container: HTMLElement) => container.querySelector('svg')!;

describe('Icon', () => {
  it('is decorative and hidden from screen readers without a label', () => {
    const { container } = render(<Icon name="bell" />);
    expect(svgOf(container)).toHaveAttribute('aria-hidden', 'true');
    expect(svgOf(container)).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when it carries meaning', () => {
    render(<Icon name="warning" label="Warning" />);
    const icon = screen.getByRole('img', { name: 'Warning' });
    expect(icon).not.toHaveAttribute('aria-hidden');
  });

  it('draws every icon of the set in the current text colour', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(svgOf(container).querySelectorAll('path').length, name).toBeGreaterThan(0);
      expect(svgOf(container)).toHaveAttribute('data-icon', name);
      unmount();
    }
  });

  it('follows the font size by default and takes any size', () => {
    const { container, rerender } = render(<Icon name="plus" />);
    expect(svgOf(container)).toHaveAttribute('width', '1em');
    expect(svgOf(container)).toHaveAttribute('height', '1em');
    rerender(<Icon name="plus" size={32} />);
    expect(svgOf(container)).toHaveAttribute('width', '32');
  });

  it('mirrors only the icons that point along the reading direction', () => {
    const classOf = (name: (typeof iconNames)[number]) => {
      const { container, unmount } = render(<Icon name={name} />);
      const className = svgOf(container).getAttribute('class');
      unmount();
      return className;
    };
    const plain = classOf('bell');
    for (const name of iconNames) {
      if (directionalIconNames.includes(name)) expect(classOf(name), name).not.toBe(plain);
      else expect(classOf(name), name).toBe(plain);
    }
  });

  it('shows the fallback icon for an unknown name, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error — an unknown name from untyped callers
    const { container } = render(<Icon name="unicorn" />);
    expect(svgOf(container)).toHaveAttribute('data-icon', 'help');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown name "unicorn"'));
    warn.mockRestore();
  });
});
