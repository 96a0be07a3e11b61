import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslatedText } from './translatedText';

/** Turns a TranslatedText into the current language's words. */
export function useTranslatedText(): (text: TranslatedText | null) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (text) => (text ? t(text.key, { ns: text.ns ?? 'console', ...text.values }) : null),
    [t],
  );
}
