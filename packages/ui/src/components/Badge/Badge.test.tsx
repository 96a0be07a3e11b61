import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from './Badge';
import { badgeTones } from './badgeOptions';

describe('Badge', () => {
  it('shows its text, with a decorative dot', () => {
    render(<Badge>Active</Badge>);
    const badge = screen.getByText('Active');
    expect(badge).toHaveTextContent(/^Active$/);
    expect(badge.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('gives every tone its own class', () => {
    const classes = badgeTones.map((tone) => {
      const { unmount } = render(<Badge tone={tone}>{tone}</Badge>);
      const className = screen.getByText(tone).className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(badgeTones.length);
  });

  it('is neutral by default', () => {
    render(
      <>
        <Badge>default</Badge>
        <Badge tone="neutral">neutral</Badge>
      </>,
    );
    expect(screen.getByText('default').className).toBe(screen.getByText('neutral').className);
  });

  it('falls back to the neutral tone for an unknown value, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Badge>default</Badge>);
    // @ts-expect-error — an unknown tone from untyped callers
    render(<Badge tone="fuchsia">unknown</Badge>);
    expect(screen.getByText('unknown').className).toBe(screen.getByText('default').className);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown tone "fuchsia"'));
    warn.mockRestore();
  });
});
