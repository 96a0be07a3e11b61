import type { TranslatedText } from '../i18n/translatedText';

/**
 * What a failure says when not even the failure details could be loaded: the api-client catalogue's
 * `DEFAULT_ERROR_MESSAGE` (docs/product.md §8), written out because its module holds axios, which /login's
 * first paint must not (a test keeps the two equal). Every other failure gets its text from
 * `apiFailureText`, which falls back to the same message.
 */
export const FALLBACK_FAILURE: TranslatedText = { key: 'An error occurred', ns: 'apiClient' };
