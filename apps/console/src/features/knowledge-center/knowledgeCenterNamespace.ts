/** The i18next namespace of the Knowledge Center screens' text: their folder's name (see `loadScreenText`). */
export const KNOWLEDGE_CENTER_NAMESPACE = 'knowledge-center';
