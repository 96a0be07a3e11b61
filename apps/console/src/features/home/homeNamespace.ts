/** The i18next namespace of Home's text (the patients list and record): its folder's name (see `loadScreenText`). */
export const HOME_NAMESPACE = 'home';
