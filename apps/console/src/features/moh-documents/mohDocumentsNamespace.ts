/** The i18next namespace of the MOH documents screen's text: its folder's name (`loadScreenText`). */
export const MOH_DOCUMENTS_NAMESPACE = 'moh-documents';
