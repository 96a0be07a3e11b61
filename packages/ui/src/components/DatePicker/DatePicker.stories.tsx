import type { Meta, StoryObj } from '@storybook/react-vite';
import { format } from 'date-fns';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';
import {
  CHANGE_DEBOUNCE_MS,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_HOUR,
  MINUTE_STEP,
} from './datePickerOptions';

/** Shows what `onChange` last reported, so a story can see the debounce. */
function WithReportedValue(args: DatePickerProps) {
  const [reported, setReported] = useState<Date | null>(args.defaultValue ?? null);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}>
      <DatePicker
        {...args}
        onChange={(date) => {
          args.onChange?.(date);
          setReported(date);
        }}
      />
      <output aria-label="Reported value">
        {reported ? format(reported, args.showTime ? DATE_TIME_FORMAT : DATE_FORMAT) : 'none'}
      </output>
    </div>
  );
}

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Appointment date', onChange: fn(), onBlur: fn() },
  render: (args) => <WithReportedValue {...args} />,
  parameters: {
    docs: {
      description: {
        component: `A date field on react-datepicker with the docs/product.md §9 defaults: dates are written \`${DATE_FORMAT}\` (typed text counts once complete), \`onChange\` is called ${CHANGE_DEBOUNCE_MS} ms after the last change (or at once when focus leaves the field), and with \`showTime\` the time list steps by ${MINUTE_STEP} minutes and a date picked without a time gets ${DEFAULT_HOUR}:00. Month and day names, the first day of the week and every label follow the active ui locale. Keyboard: focus opens the calendar, Arrow Down moves into it, the arrow keys move by day and week, Page Up/Down by month, Enter picks, Escape closes. The value is a \`Date | null\`; bind it with react-hook-form's \`Controller\`.

**Do**
- Set \`minDate\`/\`maxDate\` when only some dates make sense (no birth dates in the future).
- Use \`showTime\` only when the time matters (an appointment), not for birth dates.

**Don't**
- Don't format the value for display elsewhere in another pattern: use \`${DATE_FORMAT}\`.
- Don't rely on \`onChange\` firing on every keystroke: it waits ${CHANGE_DEBOUNCE_MS} ms.`,
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const reportedValue = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Reported value' });

/** docs/product.md §9: a typed date is reported 300 ms after the last keystroke, once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Appointment date' });
    const reported = reportedValue(canvasElement);
    // Timed by the page's own events, so that a busy machine cannot make the report look early.
    let lastKeystrokeAt = 0;
    let reportedAt = 0;
    input.addEventListener('input', (event) => (lastKeystrokeAt = event.timeStamp));
    const reports = new MutationObserver(() => (reportedAt ||= performance.now()));
    reports.observe(reported, { childList: true, characterData: true, subtree: true });
    await userEvent.type(input, '2025-03-14');
    await expect(input).toHaveValue('2025-03-14');
    await waitFor(() => expect(reported).toHaveTextContent('2025-03-14'), {
      timeout: CHANGE_DEBOUNCE_MS * 10,
    });
    reports.disconnect();
    await expect(reportedAt - lastKeystrokeAt).toBeGreaterThanOrEqual(CHANGE_DEBOUNCE_MS);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
  },
};

export const WithValue: Story = { args: { defaultValue: new Date(2025, 2, 14) } };

export const WithHint: Story = { args: { hint: 'Clinics are closed on Sundays.' } };

export const WithError: Story = {
  args: { label: 'Date of birth', error: 'Date of birth is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Date of birth is required Format: YYYY-MM-DD');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: new Date(2025, 2, 14) } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

/** The calendar open, so that axe checks it too; days before minDate are not available. */
export const Open: Story = {
  args: {
    defaultValue: new Date(2025, 2, 14),
    minDate: new Date(2025, 2, 5),
    maxDate: new Date(2025, 3, 30),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
    const calendar = await screen.findByRole('dialog', { name: 'Choose date' });
    await expect(within(calendar).getByRole('heading')).toHaveTextContent('March 2025');
    await expect(
      within(calendar).getByRole('gridcell', { name: /^Not available .*March 4th, 2025/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Keyboard only: Arrow Down enters the calendar, arrows move, Enter picks. */
export const Keyboard: Story = {
  args: { defaultValue: new Date(2025, 2, 14) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Appointment date' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const calendar = await screen.findByRole('dialog', { name: 'Choose date' });
    await waitFor(() =>
      expect(within(calendar).getByRole('gridcell', { name: /March 14th, 2025/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('2025-03-22');
    await waitFor(() => expect(reportedValue(canvasElement)).toHaveTextContent('2025-03-22'));
  },
};

/** docs/product.md §9: times every 5 minutes; a day picked without a time gets 12:00. */
export const WithTime: Story = {
  args: { showTime: true, label: 'Appointment' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Appointment' });
    await userEvent.click(input);
    const calendar = await screen.findByRole('dialog', { name: 'Choose date and time' });
    const times = within(within(calendar).getByRole('listbox', { name: 'Time' })).getAllByRole(
      'option',
    );
    await expect(times[1]).toHaveTextContent('00:05');
    const days = within(calendar).getAllByRole('gridcell', { name: /^Choose / });
    const day = days.find((cell) => cell.textContent === '15');
    await userEvent.click(day as HTMLElement);
    await expect((input as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-15 12:00$/);
    await waitFor(() =>
      expect(reportedValue(canvasElement)).toHaveTextContent(/^\d{4}-\d{2}-15 12:00$/),
    );
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'Date of the first appointment of the patient with the nurse who will follow them in the hypertension programme',
    hint: 'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethefieldratherthanoverflowit.',
  },
};

/** Arabic: names, digits and the week from the ar locale; arrows point the reading way. */
export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { label: <span lang="ar">تاريخ الموعد</span>, defaultValue: new Date(2025, 2, 14) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
    const calendar = await screen.findByRole('dialog', { name: 'اختر التاريخ' });
    await expect(within(calendar).getByRole('button', { name: 'الشهر السابق' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { showTime: true, defaultValue: new Date(2025, 2, 14, 9, 30) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
    await screen.findByRole('dialog', { name: 'Choose date and time' });
  },
};
