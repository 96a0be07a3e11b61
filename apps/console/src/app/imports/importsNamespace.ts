/**
 * The i18next namespace of the import dialog's text: its folder's name (see `loadScreenText`).
 * A screen that opens the dialog loads it in its route loader, beside its own.
 */
export const IMPORTS_NAMESPACE = 'imports';
