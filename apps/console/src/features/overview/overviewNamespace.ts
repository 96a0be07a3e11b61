/** The i18next namespace of the Overview tab's text: its folder's name (see `loadScreenText`). */
export const OVERVIEW_NAMESPACE = 'overview';
