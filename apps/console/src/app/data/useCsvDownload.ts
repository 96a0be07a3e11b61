import type { CsvDownload } from '@org/api-client';
import type { ToastApi } from '@org/ui';
import type { TranslatedText } from '../i18n/translatedText';
import { saveDownload } from './saveDownload';
import { useApiMutation, type ApiMutation } from './useApiMutation';

interface CsvDownloadOptions {
  successText: TranslatedText;
  errorText: TranslatedText;
  toast: ToastApi;
}

/**
 * A button's CSV download (template, export): asks the api for the file, hands it to the browser,
 * and says in a toast that it was saved or why it failed.
 */
export function useCsvDownload(
  request: () => Promise<CsvDownload>,
  options: CsvDownloadOptions,
): ApiMutation<void> {
  return useApiMutation({ mutationFn: () => request().then(saveDownload), ...options });
}
