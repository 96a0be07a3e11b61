/** The i18next namespace of the Users and Roles tabs' text: their folder's name (see `loadScreenText`). */
export const USERS_NAMESPACE = 'users';
