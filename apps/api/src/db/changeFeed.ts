import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database';

/**
 * What the database reports through the triggers of migration 0009 (account_cache_notify): a row
 * of `table` whose id (for user_settings, whose user's id) is `id` changed, and has committed.
 */
export interface Change {
  table: string;
  id: string;
}

/** Who hears the changes (the account cache). */
export interface ChangeListener {
  changed(change: Change): void;
  /** Changes may have been missed (the feed started, stopped or lost its connection). */
  reset(): void;
}

export interface ChangeFeed {
  /** Starts listening; resolves once listening or, on PostgreSQL, once the first try failed. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether every committed change is being delivered. */
  readonly live: boolean;
  /**
   * Resolves true once every change committed before the call has been delivered, or false
   * when the feed is not live (nothing learnt from it may then be trusted).
   */
  sync(): Promise<boolean>;
}

/** The triggers' channel: one per schema, as `left('account_cache:' || schema, 63)` names it. */
export const channelOf = (schema: string): string => {
  const name = `account_cache:${schema}`;
  // PostgreSQL cuts names at 63 bytes; `left` in the trigger cuts characters, so keep to ASCII.
  return Buffer.byteLength(name) <= 63 ? name : name.slice(0, 63);
};

/** The application_name of a PostgreSQL listening connection. */
export const listenerName = (channel: string): string => `clinic-api ${channel}`.slice(0, 63);

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const parseChange = (payload: string): Change | null => {
  const colon = payload.indexOf(':');
  return colon > 0 ? { table: payload.slice(0, colon), id: payload.slice(colon + 1) } : null;
};

/** A sync that has not answered after this long means the connection is not to be trusted. */
const SYNC_TIMEOUT_MS = 5_000;
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * The changes committed to `db`, for `listener`: PostgreSQL `LISTEN` on a connection of its own
 * (a pool connection could be handed to someone else), or PGlite's `LISTEN` on its one
 * connection. The kind of database is read from Drizzle's client, so every server built on a
 * database gets its feed without being told.
 */
export function createChangeFeed(
  db: Database,
  listener: ChangeListener,
  options: { onError?: (error: unknown) => void } = {},
): ChangeFeed {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteFeed(client, listener);
  if (client instanceof pg.Pool) return postgresFeed(client, listener, options.onError);
  // db/database.ts opens nothing else.
  throw new Error('createChangeFeed: the database is neither PGlite nor a pg pool');
}

/**
 * PGlite: one connection in this process, so every change is this process's own. A notification
 * is handed over (as a microtask) while the statement that caused it is answered, so it has been
 * heard before the writer's own code goes on, and before any later request looks: no sync needed.
 */
function pgliteFeed(client: PGlite, listener: ChangeListener): ChangeFeed {
  let live = false;
  let stopListening: (() => void) | null = null;
  return {
    async start() {
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const channel = channelOf(rows[0]!.schema);
      stopListening = client.onNotification((name, payload) => {
        const change = name === channel ? parseChange(payload) : null;
        if (change) listener.changed(change);
      });
      await client.exec(`LISTEN ${quoteIdentifier(channel)}`);
      listener.reset();
      live = true;
    },
    async stop() {
      live = false;
      stopListening?.();
      stopListening = null;
      listener.reset();
    },
    get live() {
      return live;
    },
    sync: () => Promise.resolve(live),
  };
}

/**
 * PostgreSQL: a connection that only listens. NOTIFY reaches it when the change commits, but on
 * its own time, so another instance's request could come first; `sync` closes that gap. It is one
 * `select 1` on the listening connection, shared by every request that arrived before it was
 * sent: PostgreSQL delivers every notification committed before a statement ahead of that
 * statement's ReadyForQuery, and node-postgres emits them before it settles the query. A lost
 * connection stops the feed (the cache is then not trusted) and is reopened with backoff; once
 * listening again, everything learnt before is forgotten (`reset`).
 */
function postgresFeed(
  pool: pg.Pool,
  listener: ChangeListener,
  onError: ((error: unknown) => void) | undefined,
): ChangeFeed {
  let connection: pg.Client | null = null;
  let live = false;
  let stopped = true;
  let retryMs = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let running: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;

  const goDown = (lost: pg.Client, error?: unknown) => {
    if (connection !== lost) return;
    connection = null;
    if (live) {
      live = false;
      listener.reset();
    }
    if (error) onError?.(error);
    lost.end().catch(() => {});
    if (!stopped && !retryTimer) {
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void connect();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    }
  };

  async function connect(): Promise<void> {
    const options = (pool as unknown as { options: pg.ClientConfig }).options;
    const opened = new pg.Client({
      ...options,
      keepAlive: true,
    });
    connection = opened;
    opened.on('error', (error) => goDown(opened, error));
    opened.on('end', () => goDown(opened));
    // Forgetting is always safe, so changes are passed on even before the feed is live.
    opened.on('notification', (message) => {
      const change =
        connection === opened && message.channel === channel && message.payload
          ? parseChange(message.payload)
          : null;
      if (change) listener.changed(change);
    });
    let channel = '';
    try {
      await opened.connect();
      const { rows } = await opened.query<{ schema: string }>('select current_schema() as schema');
      channel = channelOf(rows[0]!.schema);
      // Named after its channel, so that an operator (or a test) can find it.
      await opened.query(`select set_config('application_name', $1, false)`, [
        listenerName(channel),
      ]);
      await opened.query(`LISTEN ${opened.escapeIdentifier(channel)}`);
    } catch (error) {
      goDown(opened, error);
      return;
    }
    if (connection !== opened || stopped) {
      await opened.end().catch(() => {});
      return;
    }
    // Whatever was learnt while not listening may be stale.
    listener.reset();
    live = true;
    retryMs = RECONNECT_FIRST_MS;
  }

  /** One `select 1` on the listening connection, sent now. */
  const barrier = (): Promise<boolean> => {
    const current = connection;
    if (!current || !live) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the change feed did not answer')),
        SYNC_TIMEOUT_MS,
      );
    });
    const done = Promise.race([current.query('select 1'), timedOut]).then(
      () => connection === current && live,
      (error: unknown) => {
        goDown(current, error);
        return false;
      },
    );
    const settled = done.finally(() => {
      clearTimeout(timer);
      if (running === settled) running = null;
    });
    running = settled;
    return settled;
  };

  return {
    async start() {
      stopped = false;
      await connect();
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = connection;
      connection = null;
      if (live) {
        live = false;
        listener.reset();
      }
      await current?.end().catch(() => {});
    },
    get live() {
      return live;
    },
    sync() {
      if (!live) return Promise.resolve(false);
      // A caller needs a barrier sent after it called: the one in flight may predate it.
      if (queued) return queued;
      if (!running) return barrier();
      queued = running.then(() => {
        queued = null;
        return barrier();
      });
      return queued;
    },
  };
}
