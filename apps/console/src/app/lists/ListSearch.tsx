import { SearchField } from '@org/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './listScreen.css';

/** docs/product.md §13.1: the list asks the server 300 ms after the last keystroke. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

interface ListSearchProps {
  label: string;
  /** The search the address holds. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * The list's search box: typing shows at once, the list follows 300 ms after the last keystroke.
 * When the address changes by itself (Back, a link), the box shows the address's search.
 */
export function ListSearch({ label, value, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === committed.current) return undefined;
    const timer = setTimeout(() => {
      committed.current = text.trim();
      onSearchRef.current(text);
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={styles.search}>
      <SearchField label={label} value={text} onValueChange={setText} />
    </div>
  );
}
