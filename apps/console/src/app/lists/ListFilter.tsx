import { Select, type SelectOption } from '@org/ui';
import * as styles from './listScreen.css';

interface ListFilterProps {
  label: string;
  /** The first option, which filters nothing ("All types"). */
  anyText: string;
  options: readonly SelectOption[];
  /** The address's value; undefined when the filter is off. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** One filter of a list: a select whose first option turns the filter off. */
export function ListFilter({ label, anyText, options, value, onChange }: ListFilterProps) {
  return (
    <div className={styles.filter}>
      <Select
        label={label}
        options={[{ value: '', label: anyText }, ...options]}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}
