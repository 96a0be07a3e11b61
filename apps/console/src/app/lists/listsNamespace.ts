/** The i18next namespace of the list screen's shared text (app/lists/locales, see `loadScreenText`). */
export const LISTS_NAMESPACE = 'lists';
