import { UiTextProvider } from '@org/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps @org/ui's built-in strings (and @org/forms' field errors) in the console's language. */
export function DesignSystemText({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <UiTextProvider locale={i18n.language}>{children}</UiTextProvider>;
}
