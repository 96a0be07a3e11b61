import { render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { layoutSpaces } from '../Stack/stackOptions';
import { Inline } from './Inline';
import { inlineAligns, inlineJustifies } from './inlineOptions';

const classOf = (element: ReactElement) => {
  const { container, unmount } = render(element);
  const className = (container.firstElementChild as HTMLElement).className;
  unmount();
  return className;
};

describe('Inline', () => {
  it('renders its children in a div by default', () => {
    render(
      <Inline data-testid="inline">
        <button type="button">Save</button>
        <button type="button">Cancel</button>
      </Inline>,
    );
    const inline = screen.getByTestId('inline');
    expect(inline.tagName).toBe('DIV');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('gives every space, alignment and justification its own class', () => {
    const spaces = layoutSpaces.map((space) => classOf(<Inline space={space} />));
    expect(new Set(spaces).size).toBe(layoutSpaces.length);
    const aligns = inlineAligns.map((align) => classOf(<Inline align={align} />));
    expect(new Set(aligns).size).toBe(inlineAligns.length);
    const justifies = inlineJustifies.map((justify) => classOf(<Inline justify={justify} />));
    expect(new Set(justifies).size).toBe(inlineJustifies.length);
  });

  it('can be a list, named like any list', () => {
    render(
      <Inline as="ul" aria-label="Specialties">
        <li>Cardiology</li>
        <li>Neurology</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Specialties' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('hands its DOM node to a ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Inline ref={ref} />);
    expect(ref.current?.tagName).toBe('DIV');
  });

  it('falls back to the defaults for unknown values, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const defaultClass = classOf(<Inline />);
    // @ts-expect-error — unknown values from untyped callers
    expect(classOf(<Inline space="huge" justify="around" />)).toBe(defaultClass);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown space "huge"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown justify "around"'));
    warn.mockRestore();
  });
});
