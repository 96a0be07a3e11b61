import type { ReactNode } from 'react';

/** i18next's `t`, as the console calls it. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

// Unicode's isolate marks note where each value lands in the translated sentence; the sentence is
// then cut there, so the marks never reach the page.
const OPEN = '\u2068';
const CLOSE = '\u2069';
const MARKS = /[\u2068\u2069]/g;
const MARKED_VALUE = /\u2068([^\u2068\u2069]*)\u2069/;

/**
 * `text` between Unicode's isolate marks, for a plain-text place where a `<bdi>` cannot go (an
 * `<option>`): it keeps its own direction among the text around it.
 */
export const isolated = (text: string): string => `${OPEN}${text.replace(MARKS, '')}${CLOSE}`;

/**
 * `t(key, { ...options, ...values })` as nodes, each text value in a `<bdi>`: a name, an address or
 * an answer someone typed keeps its own direction inside the translated sentence (a Latin name in
 * Arabic, an Arabic one in English), and the sentence's own punctuation stays where the language
 * puts it. Numbers are the sentence's (formatted by it). The text read out is the same as `t`'s.
 */
export function withUserText(
  t: Translate,
  key: string,
  values: Record<string, string | number>,
  options: Record<string, unknown> = {},
): ReactNode {
  const marked = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? isolated(value) : value,
    ]),
  );
  const parts = t(key, { ...options, ...marked }).split(MARKED_VALUE);
  // One element for the sentence, as `t`'s text would be where it is shown (a toast's message).
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? <bdi key={index}>{part}</bdi> : part === '' ? null : part,
      )}
    </span>
  );
}
