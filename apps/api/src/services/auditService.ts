import { count, desc } from 'drizzle-orm';
import type { AuditEntry, Page } from '@org/contracts';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';
import type { Clock } from './clock';

export interface AuditRecord {
  userId: string | null;
  userEmail: string | null;
  action: string;
  status: number;
  ip: string | null;
  requestId: string | null;
}

/** PRODUCT.md audit log: written for every write and every read of patient data; only appended. */
export function createAuditService(db: Database, now: Clock) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({ ...entry, at: now() });
    },

    async list(page: number, pageSize: number): Promise<Page<AuditEntry>> {
      const [items, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(auditLog),
      ]);
      return {
        items: items.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          userId: row.userId,
          userEmail: row.userEmail,
          action: row.action,
          status: row.status,
          ip: row.ip,
        })),
        total: totals?.total ?? 0,
        page,
        pageSize,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
