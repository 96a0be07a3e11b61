import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('names what holds it, as a screen reader reads it', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('announces as a status when asked, with the class of its caller beside its own', () => {
    render(
      <VisuallyHidden role="status" aria-live="polite" className="caller">
        3 unread notifications
      </VisuallyHidden>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('3 unread notifications');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.classList).toContain('caller');
    expect(status.classList.length).toBe(2);
  });
});
