/** The i18next namespace of the feedback drawer's text: its folder's name (see `loadScreenText`). */
export const FEEDBACK_NAMESPACE = 'feedback';
