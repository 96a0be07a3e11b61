import type { AuditEntry } from '@org/contracts';

/**
 * The audit log export (`audit-log.csv`, docs/product.md §12.3): one row per entry, times in
 * ISO 8601 (UTC), the action as its code beside the request it came from. Written by csv.ts like
 * every export, so formula-like cells (a clinic named `=HYPERLINK(…)`) are neutralised.
 */
export const AUDIT_EXPORT_COLUMNS = [
  'at',
  'userEmail',
  'userFullName',
  'actionCode',
  'action',
  'status',
  'entityType',
  'entityId',
  'summary',
  'ip',
  'requestId',
] as const;

export const auditCsvRow = (entry: AuditEntry): string[] => [
  entry.at,
  entry.userEmail ?? '',
  entry.userFullName ?? '',
  entry.actionCode,
  entry.action,
  String(entry.status),
  entry.entityType ?? '',
  entry.entityId ?? '',
  entry.summary ?? '',
  entry.ip ?? '',
  entry.requestId ?? '',
];
