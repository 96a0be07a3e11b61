/**
 * Opens a signed file address (docs/product.md §13.4) as a plain link: the browser streams the
 * file to disk itself (the api sends it as an attachment), so nothing is held in memory here.
 */
export function openFileAddress(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
