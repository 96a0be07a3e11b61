import * as styles from './listScreen.css';

/** An empty value in a table or a record: a dash for the eye, `word` for a screen reader. */
export function NoValue({ word }: { word: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={styles.visuallyHidden}>{word}</span>
    </>
  );
}
