/** The i18next namespace of the Settings screen's text: its folder's name (see `loadScreenText`). */
export const SETTINGS_NAMESPACE = 'settings';
