import { useCallback } from 'react';
import { apiFailureText } from '../login/apiFailureText';
import { useTranslatedText } from '../login/useTranslatedText';

/**
 * The words for a failed settings call, or null when the app already shows it (spec §8: the
 * network-error dialog; a 401 signs out).
 */
export function useFailureText(): (error: unknown) => string | null {
  const translate = useTranslatedText();
  return useCallback((error) => translate(apiFailureText(error)), [translate]);
}
