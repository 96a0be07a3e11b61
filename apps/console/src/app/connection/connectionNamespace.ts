/** The i18next namespace of the "server cannot be reached" screen (app/connection/locales). */
export const CONNECTION_NAMESPACE = 'connection';
