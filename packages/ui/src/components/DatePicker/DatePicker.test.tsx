import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { DatePicker } from './DatePicker';
import {
  CHANGE_DEBOUNCE_MS,
  DATE_FORMAT,
  DEFAULT_HOUR,
  HOUR_STEP,
  MINUTE_STEP,
} from './datePickerOptions';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

const { setup, wait } = installFakeOverlayTimers({ now: new Date(2025, 2, 10, 9, 41) });
const dateInput = (name = 'Date of birth') => screen.getByRole('textbox', { name });

describe('DatePicker', () => {
  it('has the docs/product.md §9 constants', () => {
    expect([DATE_FORMAT, DEFAULT_HOUR, MINUTE_STEP, HOUR_STEP, CHANGE_DEBOUNCE_MS]).toEqual([
      'yyyy-MM-dd',
      12,
      5,
      1,
      300,
    ]);
  });

  it('is a labelled text input that shows the date format', () => {
    render(<DatePicker label="Date of birth" />);
    const input = dateInput();
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(input).toHaveAccessibleDescription('Format: YYYY-MM-DD');
  });

  it(`reports a typed date ${CHANGE_DEBOUNCE_MS} ms after the last change, once`, async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Date of birth" onChange={onChange} />);
    await user.type(dateInput(), '2025-03-14');
    expect(dateInput()).toHaveValue('2025-03-14');
    await wait(CHANGE_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    await wait(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 14));
  });

  it('starts the wait again on each change and reports only the last', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Date of birth" onChange={onChange} />);
    await user.type(dateInput(), '2025-03-14');
    await wait(200);
    await user.clear(dateInput());
    await user.type(dateInput(), '2025-03-15');
    await wait(200);
    expect(onChange).not.toHaveBeenCalled();
    await wait(100);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 15));
  });

  it('ignores incomplete or differently written dates', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Date of birth" onChange={onChange} />);
    await user.type(dateInput(), '14/03/2025');
    await wait(CHANGE_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a day picked on the calendar and writes it as yyyy-MM-dd', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Appointment" onChange={onChange} />);
    await user.click(dateInput('Appointment'));
    const calendar = screen.getByRole('dialog', { name: 'Choose date' });
    await user.click(within(calendar).getByRole('gridcell', { name: /March 20th, 2025/ }));
    expect(dateInput('Appointment')).toHaveValue('2025-03-20');
    await wait(CHANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 20));
  });

  it('can be used with the keyboard: arrows move through days and Enter picks one', async () => {
    const user = setup();
    render(<DatePicker label="Appointment" defaultValue={new Date(2025, 2, 14)} />);
    await user.click(dateInput('Appointment'));
    await user.keyboard('{ArrowDown}');
    const calendar = screen.getByRole('dialog', { name: 'Choose date' });
    expect(within(calendar).getByRole('gridcell', { name: /March 14th, 2025/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(calendar).getByRole('gridcell', { name: /March 22nd, 2025/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dateInput('Appointment')).toHaveValue('2025-03-22');
  });

  it(`gives a date picked without a time the default hour, ${DEFAULT_HOUR}:00`, async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Appointment" showTime onChange={onChange} />);
    await user.click(dateInput('Appointment'));
    const calendar = screen.getByRole('dialog', { name: 'Choose date and time' });
    await user.click(within(calendar).getByRole('gridcell', { name: /March 20th, 2025/ }));
    await wait(CHANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 20, DEFAULT_HOUR, 0));
    expect(dateInput('Appointment')).toHaveValue('2025-03-20 12:00');
  });

  it('gives a typed date without a time the default hour, and keeps a typed time', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Appointment" showTime onChange={onChange} />);
    await user.type(dateInput('Appointment'), '2025-03-14');
    await wait(CHANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 14, DEFAULT_HOUR, 0));
    await user.clear(dateInput('Appointment'));
    await user.type(dateInput('Appointment'), '2025-03-14 08:30');
    await wait(CHANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 14, 8, 30));
  });

  it(`lists times every ${MINUTE_STEP} minutes of every hour`, async () => {
    const user = setup();
    render(<DatePicker label="Appointment" showTime />);
    await user.click(dateInput('Appointment'));
    const times = within(screen.getByRole('listbox', { name: 'Time' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(times).toHaveLength((24 / HOUR_STEP) * (60 / MINUTE_STEP));
    expect(new Set(times.map((time) => time?.slice(0, 2))).size).toBe(24 / HOUR_STEP);
  });

  it('keeps the picked time when another day is picked', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Appointment"
        showTime
        defaultValue={new Date(2025, 2, 14, 8, 30)}
        onChange={onChange}
      />,
    );
    await user.click(dateInput('Appointment'));
    await user.click(screen.getByRole('gridcell', { name: /March 18th, 2025/ }));
    await wait(CHANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 18, 8, 30));
  });

  it('reports the last change at once when focus leaves it, then its blur', async () => {
    const user = setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <>
        <DatePicker label="Date of birth" onChange={onChange} onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await user.type(dateInput(), '2025-03-14');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 14));
    expect(onBlur).toHaveBeenCalled();
    await wait(CHANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports nothing after it is gone', async () => {
    const user = setup();
    const onChange = vi.fn();
    const { unmount } = render(<DatePicker label="Date of birth" onChange={onChange} />);
    await user.type(dateInput(), '2025-03-14');
    unmount();
    await wait(CHANGE_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks the active language', async () => {
    const user = setup();
    render(
      <UiTextProvider locale="fr">
        <DatePicker label="Date de naissance" defaultValue={new Date(2025, 2, 14)} />
      </UiTextProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Date de naissance' });
    expect(input).toHaveAttribute('placeholder', 'AAAA-MM-JJ');
    await user.click(input);
    const calendar = screen.getByRole('dialog', { name: 'Choisir une date' });
    expect(within(calendar).getByRole('heading')).toHaveTextContent('mars 2025');
    expect(within(calendar).getByRole('button', { name: 'Mois précédent' })).toBeInTheDocument();
    // French weeks start on Monday.
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent(/^lu/i);
    expect(
      within(calendar).getByRole('gridcell', { name: /^Choisir le vendredi 14 mars 2025/ }),
    ).toBeInTheDocument();
  });

  it('shows a controlled value and follows it', () => {
    function Controlled() {
      const [date, setDate] = useState<Date | null>(new Date(2025, 0, 2));
      return (
        <>
          <DatePicker label="Start" value={date} onChange={setDate} />
          <button type="button" onClick={() => setDate(null)}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(dateInput('Start')).toHaveValue('2025-01-02');
    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    expect(dateInput('Start')).toHaveValue('');
  });

  it('announces its hint and error and marks itself invalid and required', () => {
    render(
      <DatePicker label="Date of birth" hint="As on the ID card" error="Invalid date" required />,
    );
    const input = dateInput();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('As on the ID card Invalid date Format: YYYY-MM-DD');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date');
  });

  it('can be disabled', () => {
    render(<DatePicker label="Date of birth" disabled />);
    expect(dateInput()).toBeDisabled();
  });

  it('submits the typed date through react-hook-form', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    function PatientForm() {
      const { control, handleSubmit } = useForm<{ birthDate: Date | null }>({
        defaultValues: { birthDate: null },
      });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Controller
            control={control}
            name="birthDate"
            render={({ field }) => <DatePicker label="Date of birth" {...field} />}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<PatientForm />);
    await user.type(dateInput(), '1990-07-01');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await wait(0);
    expect(onSubmit).toHaveBeenCalledWith({ birthDate: new Date(1990, 6, 1) });
  });
});
