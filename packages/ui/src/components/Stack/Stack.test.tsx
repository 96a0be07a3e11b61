import { render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Stack } from './Stack';
import { layoutSpaces, stackAligns } from './stackOptions';

const classOf = (element: ReactElement) => {
  const { container, unmount } = render(element);
  const className = (container.firstElementChild as HTMLElement).className;
  unmount();
  return className;
};

describe('Stack', () => {
  it('renders its children in a div by default', () => {
    render(
      <Stack data-testid="stack">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveTextContent('OneTwo');
  });

  it('gives every space and every alignment its own class', () => {
    const spaces = layoutSpaces.map((space) => classOf(<Stack space={space} />));
    expect(new Set(spaces).size).toBe(layoutSpaces.length);
    const aligns = stackAligns.map((align) => classOf(<Stack align={align} />));
    expect(new Set(aligns).size).toBe(stackAligns.length);
  });

  it('can be a list, named like any list', () => {
    render(
      <Stack as="ul" aria-label="Clinics">
        <li>Hospital Central</li>
        <li>Clínica Norte</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Clinics' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('hands its DOM node to a ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Stack ref={ref} as="section" />);
    expect(ref.current?.tagName).toBe('SECTION');
  });

  it('falls back to the defaults for unknown values, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const defaultClass = classOf(<Stack />);
    // @ts-expect-error — unknown values from untyped callers
    expect(classOf(<Stack space="huge" align="middle" as="table" />)).toBe(defaultClass);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown space "huge"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown align "middle"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown as "table"'));
    warn.mockRestore();
  });
});
