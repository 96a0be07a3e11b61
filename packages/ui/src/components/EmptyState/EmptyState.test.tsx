import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';
import { emptyStateHeadingLevels } from './emptyStateOptions';

describe('EmptyState', () => {
  it('shows its title as a heading, with a decorative icon', () => {
    const { container } = render(<EmptyState title="No data" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No data' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the description and runs the action when given', async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        icon="plus"
        title="No clinics yet"
        description="Clinics you add appear here."
        action={<Button onClick={onCreate}>New clinic</Button>}
      />,
    );
    expect(screen.getByText('Clinics you add appear here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New clinic' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('leaves out the description and the action when not given', () => {
    const { container } = render(<EmptyState title="No data" />);
    expect(container.querySelector('p')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(emptyStateHeadingLevels)('can make its title a level %i heading', (level) => {
    render(<EmptyState title="No data" headingLevel={level} />);
    expect(screen.getByRole('heading', { level, name: 'No data' })).toBeInTheDocument();
  });

  it('falls back to a level 2 heading for an unknown level, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error — an unknown level from untyped callers
    render(<EmptyState title="No data" headingLevel={7} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown headingLevel "7"'));
    warn.mockRestore();
  });

  it('hands its DOM node to a ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(<EmptyState ref={ref} title="No data" />);
    expect(ref.current).toHaveTextContent('No data');
  });
});
