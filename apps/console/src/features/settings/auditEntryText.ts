import type { AuditAction, AuditEntry } from '@org/api-client';
import type { ReactNode } from 'react';
import { isSupportedLocale } from '../../app/i18n/locales';
import { withUserText } from '../../app/i18n/userText';
import { ownLanguageName } from './languageNames';

/** The translation key of an action, e.g. `settings.auditAction.auth.signedIn` ("Signed in"). */
export const auditActionKey = (action: AuditAction) => `settings.auditAction.${action}` as const;

/**
 * Actions about one named record: with the record's name (the entry's summary) they read as a
 * sentence naming it, from the key's `_named` form ("Created clinic {{record}}").
 */
const actionsNamingTheirRecord: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'clinic.created',
  'clinic.updated',
  'clinic.statusChanged',
  'user.created',
  'user.updated',
  'user.statusChanged',
  'user.accessChanged',
  'user.invitationResent',
  'program.created',
  'program.updated',
  'program.statusChanged',
  'trainingModule.created',
  'trainingModule.updated',
  'trainingModule.statusChanged',
  'trainingModule.imageChanged',
  'knowledgeCheck.created',
  'knowledgeCheck.updated',
  'knowledgeCheck.statusChanged',
  'knowledgeCheck.attempted',
  'mohDocument.created',
  'mohDocument.updated',
  'mohDocument.statusChanged',
]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * docs/product.md §12.3: what the person did, as a sentence in the reader's language: "Signed in",
 * "Changed language to Español", "Turned dark mode on", "Created clinic Clínica Norte".
 */
export function auditSentence(entry: AuditEntry, t: Translate): ReactNode {
  const key = auditActionKey(entry.actionCode);
  const { summary } = entry;
  const named = { context: 'named' };
  if (entry.actionCode === 'settings.languageChanged' && isSupportedLocale(summary)) {
    return withUserText(t, key, { record: ownLanguageName(summary) }, named);
  }
  if (entry.actionCode === 'settings.darkModeChanged' && (summary === 'on' || summary === 'off')) {
    return t(key, { context: summary });
  }
  // The record's name as it was typed keeps its own direction inside the sentence.
  if (summary && actionsNamingTheirRecord.has(entry.actionCode)) {
    return withUserText(t, key, { record: summary }, named);
  }
  return t(key);
}

/** Every translation key `auditSentence` may ask for (the locale test checks they all exist). */
export const auditSentenceKeys = (action: AuditAction): string[] => {
  const key = auditActionKey(action);
  if (action === 'settings.languageChanged') return [key, `${key}_named`];
  if (action === 'settings.darkModeChanged') return [key, `${key}_on`, `${key}_off`];
  return actionsNamingTheirRecord.has(action) ? [key, `${key}_named`] : [key];
};
