/** The i18next namespace of the Possible duplicates screens' text: its folder's name (see `loadScreenText`). */
export const DUPLICATES_NAMESPACE = 'duplicates';
