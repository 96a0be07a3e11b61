import { apiClientTranslations } from '@org/api-client';
import { formsTranslations } from '@org/forms';

/**
 * The packages' message catalogues, by i18next namespace. Loaded on demand (docs/decisions.md "/login first-load budget": only
 * validation and failed api calls show these messages.
 */
export const packageTranslations = {
  forms: formsTranslations,
  apiClient: apiClientTranslations,
} as const;
