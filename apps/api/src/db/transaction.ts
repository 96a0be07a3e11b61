import type { Database } from './database';

/** The transaction Drizzle hands to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a statement runs: the database, or a transaction the caller holds open. */
export type Executor = Database | Transaction;
