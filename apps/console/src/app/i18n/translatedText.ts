/** A message to show, as a translation key of one of the app's i18next namespaces. */
export interface TranslatedText {
  key: string;
  /**
   * `console` unless said: `forms` for schema messages, `apiClient` for the api-client catalogue,
   * a screen's namespace for its own text.
   */
  ns?:
    | 'console'
    | 'forms'
    | 'apiClient'
    | 'settings'
    | 'clinics'
    | 'users'
    | 'home'
    | 'programs'
    | 'duplicates'
    | 'moh-documents'
    | 'knowledge-center'
    | 'knowledge-checks'
    | 'lists'
    | 'records'
    | 'imports'
    | 'feedback';
  values?: Record<string, string | number>;
}

/** The result of a step that can fail; `failure: null` when the failure is already shown globally. */
export type StepOutcome<T = void> =
  { ok: true; value: T } | { ok: false; failure: TranslatedText | null };
