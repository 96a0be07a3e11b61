import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Picks each named option of a server-searched picker (@org/ui `SearchPicker`,
 * `SearchMultiPicker`): opens its list unless it is open, waits for the search's answer and
 * clicks the option; then closes the list.
 */
export async function pickOptions(user: User, picker: HTMLElement, names: readonly string[]) {
  for (const name of names) {
    if (picker.getAttribute('aria-expanded') !== 'true') await user.click(picker);
    await user.click(await screen.findByRole('option', { name }));
  }
  if (picker.getAttribute('aria-expanded') === 'true') await user.keyboard('{Escape}');
}
