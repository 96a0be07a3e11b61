import type { ImportColumnMapping } from '@org/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importColumnChoices } from '../db/schema';

/**
 * The columns each person chose for a header in an import (docs/product.md §13.2), kept for their
 * next file with the same header: per person, since another admin may name columns otherwise.
 */
export interface ColumnChoiceStore {
  recall(
    userId: string,
    kind: string,
    headerKey: string,
  ): Promise<ImportColumnMapping[] | undefined>;
  remember(
    userId: string,
    kind: string,
    headerKey: string,
    choices: readonly ImportColumnMapping[],
  ): Promise<void>;
}

export function createColumnChoiceStore(db: Database): ColumnChoiceStore {
  return {
    async recall(userId, kind, headerKey) {
      const [row] = await db
        .select({ choices: importColumnChoices.choices })
        .from(importColumnChoices)
        .where(
          and(
            eq(importColumnChoices.userId, userId),
            eq(importColumnChoices.kind, kind),
            eq(importColumnChoices.headerKey, headerKey),
          ),
        );
      return row?.choices;
    },
    async remember(userId, kind, headerKey, choices) {
      await db
        .insert(importColumnChoices)
        .values({ userId, kind, headerKey, choices: [...choices] })
        .onConflictDoUpdate({
          target: [
            importColumnChoices.userId,
            importColumnChoices.kind,
            importColumnChoices.headerKey,
          ],
          set: { choices: [...choices], updatedAt: sql`now()` },
        });
    },
  };
}
