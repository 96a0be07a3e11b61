import type { Locator } from 'playwright-core';

/**
 * Chooses `name` in a server-searched picker (@org/ui `SearchPicker`, `SearchMultiPicker`) as a
 * person does: types into the field (`typed`, the name by default), waits for the search's
 * answer and clicks the option, then leaves the field with Tab (which closes a list left open
 * for more choices; Escape would reach the drawer and ask to discard it).
 */
export async function pickOption(field: Locator, name: string, typed = name): Promise<void> {
  const page = field.page();
  await field.click();
  await field.fill(typed);
  const listbox = page.locator(`#${await field.getAttribute('aria-controls')}`);
  await listbox.getByRole('option', { name, exact: true }).click();
  await field.press('Tab');
}
