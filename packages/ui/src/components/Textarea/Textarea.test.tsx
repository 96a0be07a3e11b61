import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { Textarea } from './Textarea';
import { isNearLimit } from './textareaRules';

describe('Textarea', () => {
  it('is a labelled multi-line field that can be typed into', async () => {
    render(<Textarea label="Description" />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'First line{enter}Second line');
    expect(textarea).toHaveValue('First line\nSecond line');
  });

  it('announces its hint and error with the field and marks it invalid', () => {
    render(
      <Textarea label="Description" hint="Shown to patients" error="Description is required" />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Shown to patients Description is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Description is required');
  });

  it('says it is required without blocking the form itself', () => {
    render(<Textarea label="Message to display" required />);
    const textarea = screen.getByRole('textbox', { name: 'Message to display' });
    expect(textarea).toHaveAttribute('aria-required', 'true');
    expect(textarea).not.toHaveAttribute('required');
  });

  it('uses the given number of rows', () => {
    render(<Textarea label="Notes" rows={7} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('rows', '7');
  });

  it('counts characters against maxLength and describes the field with the count', async () => {
    render(<Textarea label="Prerequisites" maxLength={600} />);
    const textarea = screen.getByRole('textbox', { name: 'Prerequisites' });
    expect(screen.getByText('0 / 600')).toBeInTheDocument();
    await userEvent.type(textarea, 'Basic first aid');
    expect(screen.getByText('15 / 600')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('15 / 600');
    expect(textarea).toHaveAttribute('maxLength', '600');
  });

  it('stays silent far from the limit and announces what is left close to it', async () => {
    render(<Textarea label="Effort" maxLength={20} />);
    const textarea = screen.getByRole('textbox', { name: 'Effort' });
    const liveRegion = document.querySelector('[aria-live="polite"]');
    await userEvent.type(textarea, 'Two hours');
    expect(liveRegion).toHaveTextContent('');
    await userEvent.type(textarea, ' a week');
    expect(liveRegion).toHaveTextContent('Characters left: 4');
  });

  it('does not let typing pass maxLength', async () => {
    render(<Textarea label="Effort" maxLength={5} />);
    const textarea = screen.getByRole('textbox');
    await userEvent.type(textarea, 'abcdefgh');
    expect(textarea).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
  });

  it('counts a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('Hello');
      return (
        <Textarea
          label="Notes"
          maxLength={100}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('5 / 100')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), '!');
    expect(screen.getByText('6 / 100')).toBeInTheDocument();
  });

  it('counts and announces in the active language', () => {
    render(
      <UiTextProvider locale="fr">
        <Textarea label="Notes" maxLength={10} defaultValue="Bonjour" />
      </UiTextProvider>,
    );
    expect(screen.getByText('7 / 10')).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Caractères restants : 3',
    );
  });

  it('reports the typed text to react-hook-form, counting its default value', async () => {
    const onSubmit = vi.fn();
    function MaintenanceForm() {
      const { register, handleSubmit } = useForm({
        defaultValues: { maintenanceMessage: 'Back soon' },
      });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Textarea
            label="Message to display"
            maxLength={200}
            {...register('maintenanceMessage')}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<MaintenanceForm />);
    const textarea = screen.getByRole('textbox', { name: 'Message to display' });
    expect(screen.getByText('9 / 200')).toBeInTheDocument();
    await userEvent.clear(textarea);
    await userEvent.type(textarea, 'Platform under maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ maintenanceMessage: 'Platform under maintenance' });
    expect(screen.getByText('26 / 200')).toBeInTheDocument();
  });
});

describe('isNearLimit', () => {
  it('is true within a tenth of the limit, or the last five characters', () => {
    expect(isNearLimit(539, 600)).toBe(false);
    expect(isNearLimit(540, 600)).toBe(true);
    expect(isNearLimit(14, 20)).toBe(false);
    expect(isNearLimit(15, 20)).toBe(true);
  });
});
