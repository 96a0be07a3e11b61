/**
 * A Testing Library text matcher for a sentence that holds what someone typed in `<bdi>`s
 * (`withUserText`): the innermost element whose whole text is `text` (or matches it).
 */
export const sentence = (text: string | RegExp) => {
  const reads = (element: Element) =>
    typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? '');
  return (_content: string, element: Element | null): boolean =>
    !!element && reads(element) && ![...element.children].some(reads);
};
