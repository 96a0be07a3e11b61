/** The i18next namespace of the Programs tab's text: its folder's name (see `loadScreenText`). */
export const PROGRAMS_NAMESPACE = 'programs';
