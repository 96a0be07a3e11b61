import { SearchPicker } from '@org/ui';
import type { RecordPickerSource } from '../data/recordPickers';
import * as styles from './listScreen.css';

interface ListPickerFilterProps {
  label: string;
  /** Shown while the filter is off ("All clinics"). */
  anyText: string;
  /** Where the records come from: a server search, so every record can be picked. */
  source: RecordPickerSource;
  /** The address's value (a record's id); undefined when the filter is off. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * One filter of a list by a record (a clinic, a program, a module): a server-searched picker. A
 * value from a link is named by the list's `id` filter; clearing it turns the filter off.
 */
export function ListPickerFilter({
  label,
  anyText,
  source,
  value,
  onChange,
}: ListPickerFilterProps) {
  return (
    <div className={styles.filter}>
      <SearchPicker
        label={label}
        placeholder={anyText}
        clearable
        search={source.search}
        describe={source.describe}
        value={value ?? null}
        onChange={(next) => onChange(next ?? undefined)}
      />
    </div>
  );
}
