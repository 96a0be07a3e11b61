import { VisuallyHidden } from '@org/ui';

/** An empty value in a table or a record: a dash for the eye, `word` for a screen reader. */
export function NoValue({ word }: { word: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{word}</VisuallyHidden>
    </>
  );
}
