import { useUiLocale } from '@org/ui';
import { formsTranslations } from '../locales';

/** A schema message in the active locale (the one @org/ui's UiTextProvider sets). */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const locale = useUiLocale();
  return (message) => {
    if (!message) return undefined;
    const translations = formsTranslations[locale] as Record<string, string>;
    return translations[message] ?? message;
  };
}
