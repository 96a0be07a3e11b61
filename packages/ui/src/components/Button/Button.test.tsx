import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { buttonVariants } from './buttonOptions';

describe('Button', () => {
  it('is a plain button that can be clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('cannot be clicked and says it is busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives every variant its own class', () => {
    const classes = buttonVariants.map((variant) => {
      const { unmount } = render(<Button variant={variant}>{variant}</Button>);
      const className = screen.getByRole('button').className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(buttonVariants.length);
  });

  it('falls back to the default variant for an unknown value, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Button>default</Button>);
    const defaultClass = screen.getByRole('button').className;
    // @ts-expect-error — an unknown variant from untyped callers
    render(<Button variant="sparkly">unknown</Button>);
    expect(screen.getByRole('button', { name: 'unknown' }).className).toBe(defaultClass);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown variant "sparkly"'));
    warn.mockRestore();
  });
});
