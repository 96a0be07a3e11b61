import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { SearchField, type SearchFieldProps } from './SearchField';

function Controlled({
  initialValue = '',
  onValueChange = () => {},
  ...rest
}: Partial<SearchFieldProps> & { initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <SearchField
      label="Search clinics"
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const searchbox = () => screen.getByRole('searchbox', { name: 'Search clinics' });

describe('SearchField', () => {
  it('is a search input named by its label', () => {
    render(<Controlled />);
    expect(searchbox()).toHaveAttribute('type', 'search');
  });

  it('reports every keystroke to the screen, without debouncing', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.type(searchbox(), 'abc');
    expect(onValueChange.mock.calls).toEqual([['a'], ['ab'], ['abc']]);
  });

  it('shows a clear button only while there is text', async () => {
    render(<Controlled />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(searchbox(), 'x');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });

  it('clears the text with the clear button and gives focus back to the field', async () => {
    const onValueChange = vi.fn();
    render(<Controlled initialValue="Central" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onValueChange).toHaveBeenCalledWith('');
    expect(searchbox()).toHaveValue('');
    expect(searchbox()).toHaveFocus();
  });

  it('clears the text on Escape, and lets Escape through once the field is empty', async () => {
    const onOuterKeyDown = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- listens only, as a dialog would
      <div onKeyDown={(event) => onOuterKeyDown(event.key)}>
        <Controlled initialValue="Central" />
      </div>,
    );
    await userEvent.click(searchbox());
    await userEvent.keyboard('{Escape}');
    expect(searchbox()).toHaveValue('');
    expect(onOuterKeyDown).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOuterKeyDown).toHaveBeenCalledWith('Escape');
  });

  it('names the clear button in the active locale', () => {
    render(
      <UiTextProvider locale="fr">
        <Controlled initialValue="Nord" />
      </UiTextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Effacer la recherche' })).toBeInTheDocument();
  });

  it('keeps a hidden label for screen readers and describes the field with its hint', () => {
    render(<Controlled hideLabel hint="Name or city" />);
    expect(searchbox()).toHaveAccessibleDescription('Name or city');
  });

  it('offers no clear button and ignores Escape when disabled', () => {
    render(<Controlled initialValue="Central" disabled />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    fireEvent.keyDown(searchbox(), { key: 'Escape' });
    expect(searchbox()).toHaveValue('Central');
  });

  it('offers no clear button and ignores Escape when read-only', () => {
    render(<Controlled initialValue="Central" readOnly />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    fireEvent.keyDown(searchbox(), { key: 'Escape' });
    expect(searchbox()).toHaveValue('Central');
  });

  it('hands the input to a ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchField ref={ref} label="Search" value="" onValueChange={() => {}} />);
    expect(ref.current).toBe(screen.getByRole('searchbox'));
  });
});
