import { UiTextProvider } from '@org/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keeps @org/ui's built-in strings (and @org/forms' field errors) in the console's language.
 *
 * Mounted around what is loaded on demand (the signed-in providers, the network-error dialog),
 * not at the root: @org/ui's catalogue of built-in strings, in every locale, comes with this
 * provider, and the first paint of /login needs none of it (docs/decisions.md "/login first-load budget". A component that
 * shows @org/ui text (a Spinner's label, a Dialog's close button) on a signed-out page needs a
 * DesignSystemText of its own around it, or its text stays in English.
 */
export function DesignSystemText({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <UiTextProvider locale={i18n.language}>{children}</UiTextProvider>;
}
