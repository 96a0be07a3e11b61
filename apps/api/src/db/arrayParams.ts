import { sql, type SQL } from 'drizzle-orm';

/** Ids as one `uuid[]` parameter, for `column = any(…)`: one parameter whatever their number. */
export const uuidArray = (ids: readonly string[]): SQL => sql`${sql.param([...ids])}::uuid[]`;
