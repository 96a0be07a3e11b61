import { DatePicker } from '@org/ui';
import type { DateControl } from './filterControls';
import { readerDay, readerDayText } from './readerDay';

interface ListDateFilterProps {
  control: DateControl;
  /** The day as `YYYY-MM-DD` (`readerDay.ts`), or undefined while the filter is off. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** A date filter: a day in the reader's calendar (ListFilterControl loads it on demand). */
export function ListDateFilter({ control, value, onChange }: ListDateFilterProps) {
  const { label, error, className } = control;
  return (
    <DatePicker
      className={className}
      label={label}
      value={value ? readerDay(value) : null}
      onChange={(day) => onChange(day ? readerDayText(day) : undefined)}
      error={error}
    />
  );
}
