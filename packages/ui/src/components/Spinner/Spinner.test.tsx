import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { Spinner } from './Spinner';
import { spinnerSizes } from './spinnerOptions';

const ringOf = (status: HTMLElement) => status.querySelector('[aria-hidden="true"]')!;

describe('Spinner', () => {
  it('is a status that says it is loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says "loading" in the language of the app', () => {
    render(
      <UiTextProvider locale="ar">
        <Spinner />
      </UiTextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  });

  it('says what is loading when given a label, and ignores an empty one', () => {
    const { rerender } = render(<Spinner label="Loading clinics" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading clinics');
    rerender(<Spinner label="" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('hides the spinning ring itself from screen readers', () => {
    render(<Spinner />);
    expect(ringOf(screen.getByRole('status'))).toBeInTheDocument();
  });

  it('gives every size its own class', () => {
    const classes = spinnerSizes.map((size) => {
      const { unmount } = render(<Spinner size={size} />);
      const className = ringOf(screen.getByRole('status')).className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(spinnerSizes.length);
  });

  it('falls back to the default size for an unknown value, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(<Spinner />);
    const defaultClass = ringOf(screen.getByRole('status')).className;
    unmount();
    // @ts-expect-error — an unknown size from untyped callers
    render(<Spinner size="huge" />);
    expect(ringOf(screen.getByRole('status')).className).toBe(defaultClass);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown size "huge"'));
    warn.mockRestore();
  });
});
