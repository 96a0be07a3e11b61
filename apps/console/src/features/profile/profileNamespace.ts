/** The i18next namespace of the Profile screen's text: its folder's name (see `loadScreenText`). */
export const PROFILE_NAMESPACE = 'profile';
