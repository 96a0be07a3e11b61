/** The i18next namespace of the knowledge-check screens' text: its folder's name (`loadScreenText`). */
export const KNOWLEDGE_CHECKS_NAMESPACE = 'knowledge-checks';
