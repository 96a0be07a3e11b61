import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { staffCsvColumns } from '@org/contracts';
import { roles, supportedLocales } from '@org/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../src/files/minimalPdf';
import { isWrite } from '../src/security/routeSecurity';
import { demoPeopleTokens } from './support/demoPeople';
import { multipartForm } from './support/forms';
import { onePixelPng } from './support/uploads';
import { startTestApi, type TestApi } from './testApi';

/**
 * docs/decisions.md "Property-based bad input": thousands of generated bodies to every write route, sent as a
 * role allowed to call it. Whatever arrives, the api never answers 5xx, every error is JSON
 * `{ message, code?, errors? }` without a stack trace, and a refused request (4xx) leaves the
 * data exactly as it was.
 */

let api: TestApi;
let uploadDir: string;
let csrfToken: string;
const { admin, doctor, manager } = demoPeopleTokens();
const tokens: Record<'admin' | 'doctor' | 'manager', string> = { admin, doctor, manager };

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'clinic-fuzz-uploads-'));
  api = await startTestApi({ env: { UPLOAD_DIR: uploadDir } });
  csrfToken = (await api.request('GET', '/api/v1/auth/csrf')).body!.token as string;
  await installWriteLog();
  const clinics = await api.request('GET', '/api/v1/clinics?pageSize=100', { token: tokens.admin });
  clinicIds.push(...(clinics.body!.items as { id: string }[]).map((clinic) => clinic.id));
  // The demo staff only: the four demo users sign the other routes' requests in.
  const staff = await api.request('GET', '/api/v1/users?pageSize=100', { token: tokens.admin });
  staffIds.push(
    ...(staff.body!.items as { id: string; email: string }[])
      .filter((user) => !/^(admin|manager|doctor|nurse)@clinic\.test$/.test(user.email))
      .map((user) => user.id),
  );
  const programs = await api.request('GET', '/api/v1/programs?pageSize=100', {
    token: tokens.admin,
  });
  programIds.push(...(programs.body!.items as { id: string }[]).map((program) => program.id));
  const modules = await api.request('GET', '/api/v1/training-modules?pageSize=100', {
    token: tokens.admin,
  });
  moduleIds.push(...(modules.body!.items as { id: string }[]).map((module) => module.id));
  // The published checks with their questions (the admin's view), to answer them right or wrong.
  const checks = await api.request('GET', '/api/v1/knowledge-checks?pageSize=100', {
    token: tokens.admin,
  });
  for (const { id } of checks.body!.items as { id: string }[]) {
    const check = await api.request('GET', `/api/v1/knowledge-checks/${id}`, {
      token: tokens.admin,
    });
    checkIds.push(id);
    if (check.body!.status === 'PUBLISHED') {
      publishedChecks.push(check.body as unknown as (typeof publishedChecks)[number]);
    }
  }
  const patients = await api.request('GET', '/api/v1/patients?pageSize=100', {
    token: tokens.admin,
  });
  patientIds.push(...(patients.body!.items as { id: string }[]).map((patient) => patient.id));
  // The doctor's own patients, so that some contact edits are theirs to make.
  const doctors = await api.request('GET', '/api/v1/patients?pageSize=100&assignedToMe=true', {
    token: tokens.doctor,
  });
  doctorPatientIds.push(...(doctors.body!.items as { id: string }[]).map((patient) => patient.id));
  // Two documents of its own, so that some edits and withdrawals find one.
  for (const title of ['Fuzz guideline', 'Fuzz leaflet']) {
    await api.request('POST', '/api/v1/moh-documents', {
      token: tokens.admin,
      ...multipartForm(
        { title, description: '', language: 'en', publishedAt: '2025-01-01' },
        { bytes: minimalPdf([title]) },
      ),
    });
  }
  const documents = await api.request('GET', '/api/v1/moh-documents?pageSize=100', {
    token: tokens.admin,
  });
  documentIds.push(...(documents.body!.items as { id: string }[]).map((document) => document.id));
});
afterAll(async () => {
  await api.close();
  await rm(uploadDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The data a refused request must not touch

/** Written on purpose by refused requests too: the audit trail, the counters, the mail. */
const LOGS_AND_COUNTERS = ['audit_log', 'rate_limits', 'outbox_messages'];
/** Every signed-in request counts as activity (docs/product.md §11.3), refused or not. */
const ACTIVITY_COLUMNS = ['last_seen_at'];
/**
 * What the mail worker changes in the background as it sends mail queued by earlier, accepted
 * requests (a refused request must still queue none: the rows themselves are compared).
 */
const MAIL_WORKER_COLUMNS = ['attempts', 'next_attempt_at', 'sent_at', 'last_error'];

/**
 * The file store writes an upload's rows (its record, and its bytes when the database holds them)
 * before it reads the body, and removes them when the request is refused: its tables are compared
 * by what they hold after (row count and newest `xmin`, as [count, 0, 0, newest]), not by the
 * writes made on the way.
 */
const READ_BY_STATE = ['files', 'file_chunks'];
/** What `snapshot` reads: the write log (installWriteLog), and the tables read by state. */
const SNAPSHOT_QUERY = `select (
  coalesce((select jsonb_object_agg(table_name, jsonb_build_array(inserts, updates, deletes, newest_xid)) from test_write_log), '{}'::jsonb)
  ${READ_BY_STATE.map((table) => `|| jsonb_build_object('${table}', (select jsonb_build_array(count(*), 0, 0, coalesce(max(xmin::text::bigint), 0)) from "${table}"))`).join(' ')}
)::text as snapshot`;
/** The data tables whose writes are counted (installWriteLog). */
let logged: string[] = [];

/** A table's writes so far: inserts, updates, deletes, and the newest transaction that wrote. */
type WriteCount = [number, number, number, number];

/**
 * Triggers on every data table (new tables included) of this file's own copy of the database
 * count each insert, update and delete in `test_write_log`, with the newest writing transaction;
 * an update that changes only activity columns (sessions, the mail worker's columns of the mail
 * queue) is not counted. A snapshot is then one read of that small table, and any write shows in
 * it; a write rolled back takes its count back with it. Reading every table's row count and newest
 * `xmin` instead cost half of this file's time (4 ms a snapshot on PGlite, as long as a request).
 */
const installWriteLog = async () => {
  const result = (await api.db.execute(
    sql`select table_name, array_agg(column_name::text) as columns
        from information_schema.columns
        where table_schema = current_schema()
          and table_name in (select table_name from information_schema.tables
                             where table_schema = current_schema() and table_type = 'BASE TABLE')
        group by table_name order by table_name`,
  )) as unknown as { rows: { table_name: string; columns: string[] }[] };
  const tables = result.rows.filter((row) => !LOGS_AND_COUNTERS.includes(row.table_name));
  expect(tables.map((row) => row.table_name)).toEqual(
    expect.arrayContaining(['users', 'sessions', 'user_settings', 'mail_queue', 'patients']),
  );
  const ignored = [...ACTIVITY_COLUMNS, ...MAIL_WORKER_COLUMNS];
  const withActivity = tables.filter((row) =>
    row.columns.some((column) => ignored.includes(column)),
  );
  expect(withActivity.map((row) => row.table_name).sort()).toEqual(['mail_queue', 'sessions']);
  expect(tables.map((row) => row.table_name)).toEqual(expect.arrayContaining(READ_BY_STATE));
  logged = tables.map((row) => row.table_name);
  const triggered = tables.filter((row) => !READ_BY_STATE.includes(row.table_name));
  await api.db.execute(
    sql.raw(`
      create table test_write_log (
        table_name text primary key,
        inserts bigint not null default 0,
        updates bigint not null default 0,
        deletes bigint not null default 0,
        newest_xid bigint not null default 0
      )`),
  );
  await api.db.execute(
    sql.raw(`
      create function test_log_write() returns trigger language plpgsql as $$
      begin
        insert into test_write_log as log (table_name, inserts, updates, deletes, newest_xid)
        values (tg_table_name, (tg_op = 'INSERT')::int, (tg_op = 'UPDATE')::int,
                (tg_op = 'DELETE')::int, txid_current())
        on conflict (table_name) do update set
          inserts = log.inserts + excluded.inserts,
          updates = log.updates + excluded.updates,
          deletes = log.deletes + excluded.deletes,
          newest_xid = excluded.newest_xid;
        return null;
      end $$;`),
  );
  // Every table starts in the log, with the transaction before which its rows were there.
  await api.db.execute(
    sql.raw(
      `insert into test_write_log (table_name, newest_xid) select unnest(array[${triggered.map(({ table_name: table }) => `'${table}'`).join(', ')}]), txid_current()`,
    ),
  );
  for (const { table_name: table, columns } of triggered) {
    const skipped = columns.filter((column) => ignored.includes(column));
    if (skipped.length === 0) {
      await api.db.execute(
        sql.raw(
          `create trigger test_write_log after insert or update or delete on "${table}" for each row execute function test_log_write()`,
        ),
      );
      continue;
    }
    const without = (row: string) =>
      `(to_jsonb(${row})${skipped.map((c) => ` - '${c}'`).join('')})`;
    await api.db.execute(
      sql.raw(
        `create trigger test_write_log after insert or delete on "${table}" for each row execute function test_log_write()`,
      ),
    );
    await api.db.execute(
      sql.raw(
        `create trigger test_write_log_update after update on "${table}" for each row when (${without('old')} is distinct from ${without('new')}) execute function test_log_write()`,
      ),
    );
  }
};

const writesOf = (state: { tables: unknown }, table: string): WriteCount =>
  (state.tables as Record<string, WriteCount>)[table] ?? [0, 0, 0, 0];

/** The rows written since `before` in each table that was written: what a failure shows. */
const rowsWrittenSince = async (before: { tables: unknown }, after: { tables: unknown }) => {
  const written: Record<string, unknown> = {};
  for (const table of logged) {
    const [inserts, updates, deletes, newest] = writesOf(before, table);
    if (JSON.stringify(writesOf(before, table)) === JSON.stringify(writesOf(after, table)))
      continue;
    const rows = (await api.db.execute(
      sql.raw(`select to_jsonb(t) as row from "${table}" t where xmin::text::bigint > ${newest}`),
    )) as unknown as { rows: { row: unknown }[] };
    written[table] = {
      before: { inserts, updates, deletes },
      after: writesOf(after, table).slice(0, 3),
      rowsNowVisible: rows.rows.map((each) => each.row),
    };
  }
  return written;
};

/** The file store's folder (docs/product.md §13.4): avatars and documents alike. */
const storedFiles = async () =>
  readdir(path.join(uploadDir, 'files')).then(
    (files) => files.sort(),
    () => [],
  );

/**
 * No orphan file, whatever was answered: every stored file is attached to its record, and the
 * folder holds exactly the files the `files` table names.
 */
const orphanProblem = async (): Promise<string | null> => {
  const result = (await api.db.execute(
    sql`select id::text as id, attached, storage from files order by id`,
  )) as unknown as { rows: { id: string; attached: boolean; storage: string }[] };
  const unattached = result.rows.filter((row) => !row.attached);
  if (unattached.length > 0)
    return `unattached files: ${unattached.map((row) => row.id).join(', ')}`;
  const inFolder = result.rows.filter((row) => row.storage === 'folder').map((row) => row.id);
  const onDisk = await storedFiles();
  if (JSON.stringify(onDisk) !== JSON.stringify(inFolder.sort())) {
    return `folder ${JSON.stringify(onDisk)} is not the table's ${JSON.stringify(inFolder)}`;
  }
  return null;
};

const snapshot = async () => {
  const result = (await api.db.execute(sql.raw(SNAPSHOT_QUERY))) as unknown as {
    rows: { snapshot: string }[];
  };
  return { tables: JSON.parse(result.rows[0]!.snapshot) as unknown, files: await storedFiles() };
};

// ---------------------------------------------------------------------------------------------
// What every answer must look like

/** A stack frame, a source file with a line number, or a dependency path. */
const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(|\.[cm]?[jt]s:\d+|node_modules/;

/** Why the answer is wrong, or null. */
const answerProblem = (status: number, contentType: string, text: string): string | null => {
  if (status >= 500) return `server error ${status}`;
  if (status < 400) return null;
  if (!contentType.includes('application/json')) return `error answered as ${contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'error body is not an object';
  }
  const { message, code, errors, ...rest } = body as Record<string, unknown>;
  // 409 POSSIBLE_DUPLICATE carries the record it found (PossibleDuplicateBody), and only that;
  // 429 ATTEMPT_LIMIT_REACHED says when the next attempt is possible; 422 IMPORT_INVALID how the
  // file's header was read (ImportInvalidBody).
  const extra = Object.keys(rest).filter(
    (key) =>
      !(code === 'POSSIBLE_DUPLICATE' && key === 'existing') &&
      !(code === 'ATTEMPT_LIMIT_REACHED' && key === 'nextAttemptAt') &&
      !(code === 'IMPORT_INVALID' && key === 'columns'),
  );
  if (extra.length > 0) return `error body has keys ${extra.join(', ')}`;
  if (typeof message !== 'string' || message === '') return 'error body has no message';
  if (code !== undefined && typeof code !== 'string') return 'error code is not a string';
  if (
    errors !== undefined &&
    !(
      Array.isArray(errors) &&
      errors.every(
        (error: unknown) =>
          typeof error === 'object' &&
          error !== null &&
          typeof (error as { message?: unknown }).message === 'string' &&
          // a field's error names its path; an import's names its line and column
          (typeof (error as { path?: unknown }).path === 'string' ||
            (typeof (error as { line?: unknown }).line === 'number' &&
              ['string', 'object'].includes(typeof (error as { column?: unknown }).column))),
      )
    )
  ) {
    return 'errors is not a list of { path, message } or { line, column, message }';
  }
  if (STACK_TRACE.test(text)) return 'error body shows a stack trace';
  return null;
};

// ---------------------------------------------------------------------------------------------
// Generated input

/** C0 and C1 control characters: escapes, bells, line and form feeds, DEL. */
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009b',
];
/** Characters that show nothing or turn text around: zero widths, bidi marks and isolates, soft hyphens. */
const INVISIBLE_CHARACTERS = [
  '\u00ad',
  '\u034f',
  '\u061c',
  '\u180e',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\ufff9',
  '\ufffc',
];

/** Any code point, now and then one that databases and parsers trip on. */
const awkwardCharacter = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\ud800',
      '\udfff',
      '\ufeff',
      '\u202e',
      '\uffff',
      '%00',
      "'",
      '"',
      '\\',
      '\r\n',
      '💥',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS, ...INVISIBLE_CHARACTERS) },
);
const awkwardString = fc.string({ unit: awkwardCharacter, maxLength: 40 });
/** Past every length limit, now and then past the body limit (1 MiB). */
const hugeString = fc
  .tuple(
    fc.string({ unit: awkwardCharacter, minLength: 1, maxLength: 3 }),
    fc.oneof(fc.integer({ min: 101, max: 5_000 }), fc.integer({ min: 100_000, max: 1_100_000 })),
  )
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Keys that are dangerous to look up in plain objects, and any other text. */
const anyKey = fc.oneof(
  { weight: 4, arbitrary: awkwardString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'constructor',
      'prototype',
      'valueOf',
      'toString',
      'hasOwnProperty',
      '__defineGetter__',
      'isPrototypeOf',
    ),
  },
);

const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: awkwardCharacter });
/** Objects and arrays one inside the other, on both sides of the 32 levels the api reads. */
const deepValue = fc
  .record({
    depth: fc.integer({ min: 2, max: 40 }),
    arrays: fc.boolean(),
    leaf: fc.oneof(awkwardString, fc.constant(null)),
  })
  .map(({ depth, arrays, leaf }) => {
    let value: unknown = leaf;
    for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
    return value;
  });
/** A value of any type: what a field gets when the client sends the wrong one. */
const anyFieldValue = fc.oneof(
  anyJson,
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', ' ', [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(anyJson, { maxLength: 5 }),
  fc.dictionary(anyKey, anyJson, { maxKeys: 5 }),
  awkwardString,
  hugeString,
  deepValue,
);

/** Objects with the route's keys: plausible values, wrong types, and keys nobody asked for. */
const objectWithKeys = (fields: Record<string, fc.Arbitrary<unknown>>) => {
  const plausible = fc.record(fields, { requiredKeys: [] });
  const wrongTypes = fc.record(
    Object.fromEntries(Object.keys(fields).map((key) => [key, anyFieldValue])),
    { requiredKeys: [] },
  );
  const mixed = fc
    .tuple(plausible, wrongTypes, fc.dictionary(anyKey, anyFieldValue, { maxKeys: 3 }))
    .map(([some, others, extra]) => ({ ...extra, ...others, ...some }));
  return fc.oneof(plausible, wrongTypes, mixed);
};

type Body =
  { kind: 'json'; value: unknown } | { kind: 'raw'; text: string | Buffer; contentType: string };

const PROTOTYPE_POLLUTION = [
  '{"__proto__":{"role":"SYSTEM_ADMIN"}}',
  '{"constructor":{"prototype":{"role":"SYSTEM_ADMIN"}}}',
  '{"fullName":"x","__proto__":{"isAdmin":true}}',
];

/** Text that is not the JSON object the route wants, under various content types. */
const rawBody: fc.Arbitrary<Body> = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(
      awkwardString,
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '1e999',
        'true',
        ...PROTOTYPE_POLLUTION,
      ),
      fc.integer({ min: 1, max: 200_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
      fc
        .integer({ min: 1, max: 100_000 })
        .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    ),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(awkwardString, fc.json()),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      '',
    ),
  }),
);

const jsonBody = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  value.map((json) => ({ kind: 'json' as const, value: json }));

/** The generated bodies for a route: its own keys, any JSON, and raw text. */
const bodiesFor = (fields?: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: fields ? 5 : 0,
      arbitrary: jsonBody(fields ? objectWithKeys(fields) : fc.constant({})),
    },
    { weight: 3, arbitrary: jsonBody(anyJson) },
    { weight: 2, arbitrary: rawBody },
  );

const email = fc.oneof(
  fc.emailAddress(),
  awkwardString,
  fc.emailAddress().map((address) => `  ${address.toUpperCase()} `),
  fc.constantFrom('nobody@clinic.test', 'a@b', '@clinic.test', 'x@clinic.test\u0000'),
);
const sixDigits = fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
const otp = fc.oneof(sixDigits, fc.stringMatching(/^\d{0,12}$/), awkwardString);
const appName = fc.oneof(fc.constant('companion'), awkwardString);
const redirect = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'http://localhost:5180/callback',
    'http://localhost:5180.evil.test/',
    'javascript:alert(1)',
    'http://localhost:5180@evil.test/',
    '//evil.test',
  ),
  awkwardString,
);
const ipAddress = fc.ipV4();

// ---------------------------------------------------------------------------------------------
// The write routes and who calls them

interface Call {
  method: string;
  url: string;
  body: Body;
  ip: string;
}

interface WriteRoute {
  method: string;
  url: string;
  /** Who is allowed to call it (permissions.ts); null: nobody signed in (public or app-secret). */
  caller: keyof typeof tokens | null;
  calls: fc.Arbitrary<Call>;
  runs: number;
  /** Ends the caller's sessions when it succeeds: sign in again afterwards. */
  endsSessions?: boolean;
  /** Reads no body, so any body may be accepted and none need be refused. */
  readsNoBody?: boolean;
}

const callsTo = (
  method: string,
  url: string,
  bodies: fc.Arbitrary<Body>,
  urls: fc.Arbitrary<string> = fc.constant(url),
): fc.Arbitrary<Call> =>
  fc.record({ method: fc.constant(method), url: urls, body: bodies, ip: ipAddress });

/** Random bytes as the avatar upload, in well-formed and broken multipart bodies. */
const IMAGE_MAGIC = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('GIF89a'),
  Buffer.from('RIFF\0\0\0\0WEBP'),
];
const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    bytes: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...IMAGE_MAGIC), fc.uint8Array({ maxLength: 512 }))
          .map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)])),
      },
      {
        weight: 1,
        // Past AVATAR_MAX_BYTES (2 MB).
        arbitrary: fc
          .constantFrom(...IMAGE_MAGIC)
          .map((magic) => Buffer.concat([magic, Buffer.alloc(2 * 1024 * 1024 + 1)])),
      },
    ),
    field: fc.oneof(fc.constant('avatar'), awkwardString),
    fileName: fc.oneof(fc.constantFrom('me.png', 'me.exe', '../../etc/passwd', ''), awkwardString),
    partType: fc.oneof(
      fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
      awkwardString,
    ),
    shape: fc.constantFrom('whole', 'unterminated', 'no-file-part', 'two-files', 'wrong-boundary'),
  })
  .map(({ bytes, field, fileName, partType, shape }) => {
    const boundary = 'clinic-fuzz-boundary';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${partType}\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const text = {
      whole: () => Buffer.concat([part(field), end]),
      unterminated: () => part(field).subarray(0, Math.max(1, part(field).length - 7)),
      'no-file-part': () =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nx\r\n`,
          ),
          end,
        ]),
      'two-files': () => Buffer.concat([part(field), part('avatar'), end]),
      'wrong-boundary': () => Buffer.concat([part(field), end]),
    }[shape]();
    const declared = shape === 'wrong-boundary' ? 'another-boundary' : boundary;
    return {
      kind: 'raw' as const,
      text,
      contentType: `multipart/form-data; boundary=${declared}`,
    };
  });

/** Every UTF-8 byte escaped: lone surrogates included, which encodeURIComponent refuses. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const uuidOrNot = fc.oneof(
  fc.uuid(),
  awkwardString.map(percentEncoded),
  fc.constantFrom('..%2F..%2Fetc', '00000000-0000-0000-0000-000000000000', '%00'),
);

/** Clinic bodies: plausible values (some valid, some taken names), wrong ones, and junk. */
const clinicFields = {
  name: fc.oneof(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom('Hospital Central de Lisboa', 'hospital central de lisboa', '=1+2'),
    awkwardString,
    hugeString,
  ),
  type: fc.oneof(fc.constantFrom('CLINIC', 'HOSPITAL'), awkwardString),
  address: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), awkwardString, hugeString),
  phoneNumber: fc.oneof(
    fc.constant(null),
    fc.record({
      callingCode: fc.oneof(fc.constantFrom('351', '+44', ''), awkwardString),
      localPhoneNumber: fc.oneof(fc.constantFrom('213456789', '20 7188 7188', ''), awkwardString),
    }),
    anyFieldValue,
  ),
  email: fc.oneof(email, fc.constant('clinic@example.com')),
  countryCode: fc.oneof(fc.constantFrom('PT', 'pt', 'GB', 'PRT', ''), awkwardString),
};

/** A CSV cell: plausible values, formula-like ones, quotes, delimiters and line breaks. */
const csvCell = fc.oneof(
  fc.constantFrom(
    'CLINIC',
    'HOSPITAL',
    'PT',
    'gb',
    '+351 21 123 4567',
    '=1+2',
    '@SUM(A1)',
    '"',
    'a,b',
    'x;y',
    'line\nbreak',
    '',
    'Hospital Central de Lisboa',
  ),
  fc.emailAddress(),
  fc.string({ maxLength: 20 }),
  awkwardString,
);
const csvQuoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
/** Whole CSV files (good, bad and broken) in the encodings the import reads, or random bytes. */
const csvFileWith = (
  headers: readonly (readonly string[])[],
  cell: fc.Arbitrary<string>,
): fc.Arbitrary<Buffer> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .record({
          header: fc.oneof(
            ...headers.map((header) => fc.constant([...header])),
            fc.array(cell, { maxLength: 7 }),
          ),
          rows: fc.array(fc.array(fc.tuple(cell, fc.boolean()), { maxLength: 8 }), {
            maxLength: 12,
          }),
          delimiter: fc.constantFrom(',', ';', '\t'),
          lineBreak: fc.constantFrom('\r\n', '\n', '\r'),
          bom: fc.boolean(),
          encoding: fc.constantFrom('utf8' as const, 'latin1' as const),
        })
        .map(({ header, rows, delimiter, lineBreak, bom, encoding }) => {
          const lines = [
            header.join(delimiter),
            ...rows.map((row) =>
              row.map(([cell, quoted]) => (quoted ? csvQuoted(cell) : cell)).join(delimiter),
            ),
          ];
          return Buffer.from(`${bom ? '\ufeff' : ''}${lines.join(lineBreak)}`, encoding);
        }),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)) },
  );
const csvFile = csvFileWith(
  [
    ['name', 'type', 'address', 'phoneNumber', 'email', 'countryCode'],
    ['EMAIL', 'COUNTRYCODE', 'NAME', 'TYPE', 'ADDRESS'],
  ],
  csvCell,
);
/** The file in well-formed and broken multipart bodies, under `file` or another field. */
const csvUploadOf = (file: fc.Arbitrary<Buffer>): fc.Arbitrary<Body> =>
  fc
    .record({
      bytes: file,
      field: fc.oneof(
        { weight: 5, arbitrary: fc.constant('file') },
        { weight: 1, arbitrary: awkwardString },
      ),
      shape: fc.constantFrom('whole', 'whole', 'whole', 'unterminated', 'no-file-part'),
    })
    .map(({ bytes, field, shape }) => {
      const boundary = 'clinic-import-fuzz';
      const part = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="clinics.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
      const end = Buffer.from(`--${boundary}--\r\n`);
      const text = {
        whole: () => Buffer.concat([part, end]),
        unterminated: () => part.subarray(0, Math.max(1, part.length - 7)),
        'no-file-part': () =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n`,
            ),
            end,
          ]),
      }[shape]();
      return {
        kind: 'raw' as const,
        text,
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
const csvUpload = csvUploadOf(csvFile);

/** Staff CSV cells: the clinic cells' kinds, plus roles and clinic names joined by `|`. */
const staffCsvCell = fc.oneof(
  csvCell,
  fc.constantFrom(
    'DOCTOR',
    'NURSE',
    'SYSTEM_ADMIN',
    'Hospital Central de Lisboa|Clínica São José',
    'Clinique des Lilas',
    'Hospital Central de Lisboa (PT)',
    ' | ',
    'doctor@clinic.test',
  ),
);
const staffCsvUpload = csvUploadOf(
  csvFileWith(
    [staffCsvColumns, ['EMAIL', 'CLINICS', 'FULLNAME', 'ROLE', 'ADDRESS', 'status']],
    staffCsvCell,
  ),
);

// Filled in beforeAll, read when bodies are generated: real ids make some requests succeed.
const clinicIds: string[] = [];
const staffIds: string[] = [];
const pick = (ids: string[]) => fc.nat().map((index) => ids[index % ids.length] ?? randomUUID());

/** Staff bodies: plausible values (some valid, some taken e-mails), wrong ones, and junk. */
const staffFields = {
  fullName: fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), awkwardString, hugeString),
  email: fc.oneof(email, fc.constantFrom('doctor@clinic.test', 'Nurse@Clinic.Test')),
  phoneNumber: clinicFields.phoneNumber,
  role: fc.oneof(fc.constantFrom(...roles), awkwardString),
  address: clinicFields.address,
  clinics: fc.oneof(
    fc.array(pick(clinicIds), { minLength: 1, maxLength: 3 }),
    fc.array(fc.oneof(fc.uuid(), awkwardString), { maxLength: 3 }),
    anyFieldValue,
  ),
};
/**
 * Whole staff forms that pass the schema: most are written (the write path runs), some name an
 * inactive clinic or a taken e-mail and are refused after the user is inserted, which must leave
 * nothing behind.
 */
const wholeStaff = fc.record({
  fullName: fc.constantFrom('Ana Lima', '陳美玲', 'فاطمة الزهراء', '=1+2'),
  email: fc.oneof(
    { weight: 5, arbitrary: fc.uuid().map((id) => `staff-${id.slice(0, 13)}@example.org`) },
    { weight: 1, arbitrary: fc.constantFrom('doctor@clinic.test', ' NURSE@clinic.test ') },
  ),
  phoneNumber: fc.constantFrom(null, { callingCode: '351', localPhoneNumber: '912345678' }),
  role: fc.constantFrom(...roles),
  address: fc.constantFrom('Rua 1, Lisboa', '@SUM(A1)'),
  clinics: fc.array(pick(clinicIds), { minLength: 1, maxLength: 2 }),
});
const staffBodies = fc.oneof(
  { weight: 2, arbitrary: jsonBody(wholeStaff) },
  { weight: 5, arbitrary: bodiesFor(staffFields) },
);
/** Staff files whose rows pass the schema, one of them now and then with a clinic or e-mail problem. */
const wholeStaffCsv = fc
  .array(
    fc.record({
      fullName: fc.constantFrom('Ana Lima', '陳美玲', '"Silva, Rui"'),
      email: fc.oneof(
        { weight: 8, arbitrary: fc.uuid().map((id) => `csv-${id.slice(0, 13)}@example.org`) },
        { weight: 1, arbitrary: fc.constant('doctor@clinic.test') },
      ),
      phoneNumber: fc.constantFrom('', '+351 912 345 678'),
      role: fc.constantFrom(...roles),
      clinics: fc.constantFrom(
        'Hospital Central de Lisboa',
        'Clínica São José|臺大醫院',
        'Hospital Central de Lisboa (PT)',
        'Clinique des Lilas',
      ),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((rows) =>
    Buffer.from(
      [
        staffCsvColumns.join(','),
        ...rows.map((row) =>
          [row.fullName, row.email, row.phoneNumber, row.role, 'Rua 1', row.clinics].join(','),
        ),
      ].join('\r\n'),
    ),
  );
const staffImportUpload = fc.oneof(
  { weight: 2, arbitrary: csvUploadOf(wholeStaffCsv) },
  { weight: 3, arbitrary: staffCsvUpload },
);

/** A demo staff member now and then, else anything (a random id, a malformed one). */
const staffId = fc.oneof(pick(staffIds), uuidOrNot);

const programIds: string[] = [];
const patientIds: string[] = [];
const doctorPatientIds: string[] = [];

/** Program bodies: plausible names (some taken, in another case), wrong ones, and junk. */
const programFields = {
  name: fc.oneof(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom('HIV Care', 'hiv care', '=1+2'),
    awkwardString,
    hugeString,
  ),
  description: fc.oneof(fc.string({ maxLength: 40 }), awkwardString, hugeString),
};
const programBodies = fc.oneof(
  {
    weight: 2,
    arbitrary: jsonBody(
      fc.record({
        name: fc.uuid().map((id) => `Programa ${id.slice(0, 8)}`),
        description: fc.constantFrom('', 'Consultas.', '@SUM(A1)'),
      }),
    ),
  },
  { weight: 5, arbitrary: bodiesFor(programFields) },
);
const programId = fc.oneof(pick(programIds), uuidOrNot);

/** Training modules: plausible values (some valid), wrong ones, and junk. */
const moduleIds: string[] = [];
const moduleId = fc.oneof(pick(moduleIds), uuidOrNot);
const moduleText = (max: number) =>
  fc.oneof(
    fc.string({ minLength: 1, maxLength: max }),
    fc.constantFrom('', '   ', '=1+2', 'x'.repeat(max + 1)),
    awkwardString,
    hugeString,
  );
const moduleFields = {
  moduleTitle: moduleText(200),
  author: moduleText(40),
  category: moduleText(40),
  language: fc.oneof(fc.constantFrom('en', 'pt', 'zh-TW'), moduleText(10)),
  difficultyLevel: fc.oneof(fc.constantFrom('beginner', 'intermediate', 'advanced'), awkwardString),
  duration: moduleText(50),
  effort: moduleText(100),
  skills: fc.oneof(fc.array(moduleText(30), { maxLength: 4 }), anyFieldValue),
  prerequisites: moduleText(600),
  whatYoullLearn: moduleText(600),
  description: moduleText(600),
};
const wholeModule = fc.record({
  moduleTitle: fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim() !== ''),
  author: fc.constantFrom('Dr. Ana Costa', '陳美玲'),
  category: fc.constantFrom('Infection prevention', '=cmd'),
  language: fc.constantFrom('en', 'vi'),
  difficultyLevel: fc.constantFrom('beginner', 'advanced'),
  duration: fc.constant('1 hour'),
  effort: fc.constant('2 hours'),
  skills: fc.constant(['Aseptic technique']),
  prerequisites: fc.constant('None.'),
  whatYoullLearn: fc.constant('Much.'),
  description: fc.constant('A module.'),
});
const moduleBodies = fc.oneof(
  { weight: 2, arbitrary: jsonBody(wholeModule) },
  { weight: 5, arbitrary: bodiesFor(moduleFields) },
);
const knowledgeStatusBodies = bodiesFor({
  status: fc.oneof(fc.constantFrom('DRAFT', 'PUBLISHED', 'ACTIVE'), awkwardString),
});
/** A feature image upload: random bytes or an image's first bytes, whole or broken. */
const featureImageUpload: fc.Arbitrary<Body> = fc
  .record({
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      fc
        .tuple(fc.constantFrom(...IMAGE_MAGIC), fc.uint8Array({ maxLength: 512 }))
        .map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)])),
    ),
    field: fc.oneof(fc.constant('featureImage'), awkwardString),
    shape: fc.constantFrom('whole', 'unterminated', 'wrong-boundary'),
  })
  .map(({ bytes, field, shape }) => {
    const boundary = 'clinic-image-fuzz';
    const part = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      kind: 'raw' as const,
      text: shape === 'unterminated' ? part.subarray(0, Math.max(1, part.length - 9)) : part,
      contentType: `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : boundary}`,
    };
  });

/** Lesson images: the feature image's bodies under the lesson image's field. */
const swapField = (part: Buffer): Buffer => {
  const from = 'name="featureImage"';
  const at = part.indexOf(from);
  if (at < 0) return part;
  return Buffer.concat([
    part.subarray(0, at),
    Buffer.from('name="lessonImage"'),
    part.subarray(at + from.length),
  ]);
};
const lessonImageUpload: fc.Arbitrary<Body> = featureImageUpload.map((body) =>
  body.kind === 'raw' && Buffer.isBuffer(body.text)
    ? { ...body, text: swapField(body.text) }
    : body,
);

/** Lessons: a title and HTML, hostile or broken, and junk. */
const lessonBodies = bodiesFor({
  title: fc.oneof(fc.string({ maxLength: 210 }), awkwardString),
  content: fc.oneof(
    fc.string({ maxLength: 300 }),
    awkwardString,
    fc.constantFrom(
      '<p>ok</p>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg><script>alert(1)</script></svg>',
      '<p><unclosed',
    ),
  ),
});

/** Knowledge checks: questions with options, right and wrong, and junk. */
const checkIds: string[] = [];
const checkId = fc.oneof(pick(checkIds), uuidOrNot);
const publishedChecks: {
  id: string;
  questions: { id: string; options: { id: string }[] }[];
}[] = [];
const optionBody = fc.record(
  { text: moduleText(200), correct: fc.oneof(fc.boolean(), anyFieldValue) },
  { requiredKeys: [] },
);
const questionBody = fc.record(
  {
    text: moduleText(500),
    options: fc.oneof(fc.array(optionBody, { maxLength: 9 }), anyFieldValue),
  },
  { requiredKeys: [] },
);
const wholeCheck = fc.record({
  moduleId: pick(moduleIds),
  title: fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim() !== ''),
  passMark: fc.integer({ min: 1, max: 100 }),
  questions: fc.array(
    fc.record({
      text: fc.constant('Which one?'),
      options: fc.constant([
        { text: 'This one', correct: true },
        { text: 'That one', correct: false },
      ]),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
const checkBodies = fc.oneof(
  { weight: 2, arbitrary: jsonBody(wholeCheck) },
  {
    weight: 5,
    arbitrary: bodiesFor({
      moduleId: fc.oneof(pick(moduleIds), fc.uuid(), awkwardString),
      title: moduleText(200),
      passMark: fc.oneof(
        fc.integer({ min: -5, max: 105 }),
        fc.constantFrom('50', '', 1.5),
        anyFieldValue,
      ),
      questions: fc.oneof(fc.array(questionBody, { maxLength: 4 }), anyFieldValue),
    }),
  },
);
/** Attempts at a published check: its own question and option ids, shuffled, cut, repeated. */
const attemptCalls = fc
  .record({
    check: fc.nat(),
    picks: fc.array(fc.nat(), { maxLength: 8 }),
    drop: fc.nat({ max: 3 }),
    repeat: fc.boolean(),
    foreign: fc.boolean(),
  })
  .chain(({ check: index, picks, drop, repeat, foreign }) => {
    const check = publishedChecks[index % Math.max(1, publishedChecks.length)];
    const answers = (check?.questions ?? []).map((question, at) => ({
      questionId: question.id,
      optionId: foreign
        ? check!.questions[(at + 1) % check!.questions.length]!.options[0]!.id
        : question.options[(picks[at] ?? 0) % question.options.length]!.id,
    }));
    const cut = answers.slice(0, Math.max(0, answers.length - (drop === 3 ? 1 : 0)));
    const sent = repeat && cut.length > 0 ? [...cut, cut[0]!] : cut;
    return fc.record({
      method: fc.constant('POST'),
      url: fc.oneof(
        {
          weight: 5,
          arbitrary: fc.constant(`/api/v1/knowledge-checks/${check?.id ?? randomUUID()}/attempts`),
        },
        { weight: 1, arbitrary: checkId.map((id) => `/api/v1/knowledge-checks/${id}/attempts`) },
      ),
      body: fc.oneof(
        { weight: 3, arbitrary: jsonBody(fc.constant({ answers: sent })) },
        {
          weight: 2,
          arbitrary: bodiesFor({
            answers: fc.oneof(
              fc.array(
                fc.record(
                  {
                    questionId: fc.oneof(fc.uuid(), awkwardString),
                    optionId: fc.oneof(fc.uuid(), awkwardString),
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 4 },
              ),
              anyFieldValue,
            ),
          }),
        },
      ),
      ip: ipAddress,
    });
  });

/** Patient bodies: real programs and clinics now and then (in the caller's scope or not). */
const patientFields = {
  fullName: staffFields.fullName,
  email,
  phoneNumber: fc.oneof(
    fc.constant({ callingCode: '351', localPhoneNumber: '912345678' }),
    clinicFields.phoneNumber,
  ),
  address: fc.oneof(fc.constant(null), clinicFields.address),
  programSelection: fc.oneof(pick(programIds), fc.uuid(), awkwardString, anyFieldValue),
  clinicId: fc.oneof(pick(clinicIds), fc.uuid(), awkwardString, anyFieldValue),
  confirmDuplicate: fc.oneof(fc.boolean(), anyFieldValue),
};
/**
 * Whole patient forms that pass the schema: most are enrolled, some are refused after the checks
 * began (a clinic outside the manager's scope, a possible duplicate, an active enrolment), which
 * must leave nothing behind.
 */
const wholePatient = fc.record({
  fullName: fc.constantFrom('Ana Lima', '陳美玲', 'فاطمة الزهراء', '=1+2'),
  email: fc.oneof(
    { weight: 5, arbitrary: fc.uuid().map((id) => `patient-${id.slice(0, 13)}@example.org`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('same.person@example.org', ' SAME.person@example.org'),
    },
  ),
  phoneNumber: fc.constantFrom(
    { callingCode: '351', localPhoneNumber: '912345678' },
    { callingCode: '+33', localPhoneNumber: '6 12 34 56 78' },
  ),
  address: fc.constantFrom(null, '', 'Rua 1, Lisboa', '@SUM(A1)'),
  programSelection: pick(programIds),
  clinicId: pick(clinicIds),
  confirmDuplicate: fc.boolean(),
});
const patientBodies = fc.oneof(
  { weight: 2, arbitrary: jsonBody(wholePatient) },
  { weight: 5, arbitrary: bodiesFor(patientFields) },
);
const patientId = fc.oneof(pick(patientIds), uuidOrNot);
const nullableId = (ids: string[]) => fc.oneof(fc.constant(null), pick(ids));
const assignmentBodies = fc.oneof(
  {
    weight: 2,
    arbitrary: jsonBody(
      fc.record({
        clinicId: pick(clinicIds),
        doctorId: nullableId(staffIds),
        nurseId: nullableId(staffIds),
      }),
    ),
  },
  {
    weight: 5,
    arbitrary: bodiesFor({
      clinicId: fc.oneof(pick(clinicIds), fc.uuid(), awkwardString, anyFieldValue),
      doctorId: fc.oneof(nullableId(staffIds), fc.uuid(), awkwardString, anyFieldValue),
      nurseId: fc.oneof(nullableId(staffIds), fc.uuid(), awkwardString, anyFieldValue),
    }),
  },
);
const contactBodies = fc.oneof(
  {
    weight: 2,
    arbitrary: jsonBody(
      fc.record({
        fullName: fc.constantFrom('Ana Lima', '陳美玲', '=1+2'),
        phoneNumber: fc.constantFrom(null, { callingCode: '351', localPhoneNumber: '912345678' }),
      }),
    ),
  },
  {
    weight: 5,
    arbitrary: bodiesFor({
      fullName: staffFields.fullName,
      phoneNumber: clinicFields.phoneNumber,
    }),
  },
);
const enrolmentStatusBodies = bodiesFor({
  status: fc.oneof(fc.constantFrom('COMPLETED', 'WITHDRAWN', 'ENROLLED'), awkwardString),
  reason: fc.oneof(fc.constant(null), fc.constantFrom('', 'Mudou-se.'), awkwardString, hugeString),
});

const documentIds: string[] = [];
const documentId = fc.oneof(pick(documentIds), uuidOrNot);
/** Document fields: plausible values (some valid), wrong ones, and junk, as form text. */
const documentFields = fc.record(
  {
    title: fc.oneof(
      fc.constantFrom('Guideline', '指引', '=1+2', ''),
      awkwardString,
      hugeString.map((text) => text.slice(0, 300)),
    ),
    description: fc.oneof(fc.constantFrom('', 'Annex.'), awkwardString),
    language: fc.oneof(fc.constantFrom(...supportedLocales), awkwardString),
    publishedAt: fc.oneof(
      fc.constantFrom('2025-01-01', '2024-02-29', '2023-02-29', '2999-01-01', ''),
      awkwardString,
    ),
  },
  { requiredKeys: [] },
);
const wholeDocument = fc.record({
  title: fc.constantFrom('Guideline', '指引', 'دليل', '=1+2'),
  description: fc.constantFrom('', 'Annex.'),
  language: fc.constantFrom(...supportedLocales),
  publishedAt: fc.constantFrom('2025-01-01', '2024-02-29'),
});
const PDF_HEAD = Buffer.from('%PDF-1.4\n');
/** Documents as multipart forms: PDFs, files that only claim to be one, broken bodies. */
const documentForm: fc.Arbitrary<Body> = fc
  .record({
    fields: fc.oneof(wholeDocument, documentFields),
    bytes: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(minimalPdf(['fuzz'])) },
      {
        weight: 2,
        arbitrary: fc
          .uint8Array({ maxLength: 300_000 })
          .map((rest) => Buffer.concat([PDF_HEAD, Buffer.from(rest)])),
      },
      {
        weight: 2,
        arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      },
      { weight: 1, arbitrary: fc.constantFrom(...IMAGE_MAGIC) },
    ),
    field: fc.oneof(
      { weight: 5, arbitrary: fc.constant('file') },
      { weight: 1, arbitrary: awkwardString },
    ),
    fileName: fc.oneof(
      fc.constantFrom('guide.pdf', '../../etc/passwd', '', 'x.exe'),
      awkwardString,
    ),
    shape: fc.constantFrom('whole', 'whole', 'file-first', 'no-file', 'unterminated'),
  })
  .map(({ fields, bytes, field, fileName, shape }) => {
    const text = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, String(value).replace(/[\r\n]/g, ' ')]),
    );
    const form = multipartForm(
      text,
      shape === 'no-file'
        ? undefined
        : { field, bytes, fileName: fileName.replace(/["\r\n]/g, '') },
      { fileFirst: shape === 'file-first' },
    );
    const raw =
      shape === 'unterminated'
        ? form.rawBody.subarray(0, Math.max(1, form.rawBody.length - 9))
        : form.rawBody;
    return { kind: 'raw' as const, text: raw, contentType: form.headers['content-type'] };
  });
const documentBodies = fc.oneof(
  { weight: 4, arbitrary: documentForm },
  { weight: 1, arbitrary: jsonBody(wholeDocument) },
  {
    weight: 2,
    arbitrary: bodiesFor({ title: fc.string(), language: fc.string(), publishedAt: fc.string() }),
  },
);

const writeRoutes: WriteRoute[] = [
  {
    method: 'POST',
    url: '/api/v1/auth/send-otp',
    caller: null,
    runs: 300,
    calls: callsTo('POST', '/api/v1/auth/send-otp', bodiesFor({ email })),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    caller: null,
    runs: 300,
    calls: callsTo('POST', '/api/v1/auth/verify-otp', bodiesFor({ email, otp })),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/logout',
    caller: null,
    runs: 100,
    calls: callsTo('POST', '/api/v1/auth/logout', bodiesFor()),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/session/keep-alive',
    caller: 'doctor',
    runs: 100,
    calls: callsTo('POST', '/api/v1/auth/session/keep-alive', bodiesFor()),
  },
  {
    method: 'PATCH',
    url: '/api/v1/users/me',
    caller: 'doctor',
    runs: 300,
    calls: callsTo(
      'PATCH',
      '/api/v1/users/me',
      bodiesFor({ fullName: fc.oneof(awkwardString, hugeString) }),
    ),
  },
  {
    method: 'PUT',
    url: '/api/v1/users/me/settings',
    caller: 'doctor',
    runs: 300,
    calls: callsTo(
      'PUT',
      '/api/v1/users/me/settings',
      bodiesFor({
        language: fc.oneof(fc.constantFrom(...supportedLocales), awkwardString),
        darkMode: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0)),
      }),
    ),
  },
  {
    method: 'PUT',
    url: '/api/v1/users/me/avatar',
    caller: 'doctor',
    runs: 250,
    calls: callsTo(
      'PUT',
      '/api/v1/users/me/avatar',
      fc.oneof({ weight: 4, arbitrary: multipartBody }, { weight: 1, arbitrary: bodiesFor() }),
    ),
  },
  {
    method: 'DELETE',
    url: '/api/v1/users/me/avatar',
    caller: 'doctor',
    runs: 100,
    calls: callsTo('DELETE', '/api/v1/users/me/avatar', bodiesFor()),
  },
  {
    method: 'POST',
    url: '/api/v1/users/logout',
    caller: 'manager',
    // Each accepted logout signs the manager in again: more runs would meet the sign-in limit.
    runs: 20,
    endsSessions: true,
    readsNoBody: true,
    calls: callsTo('POST', '/api/v1/users/logout', bodiesFor()),
  },
  {
    method: 'PATCH',
    url: '/api/v1/users/:id/access',
    caller: 'admin',
    runs: 300,
    calls: callsTo(
      'PATCH',
      '/api/v1/users/:id/access',
      bodiesFor({
        role: fc.oneof(fc.constantFrom(...roles), awkwardString),
        status: fc.oneof(fc.constantFrom('ACTIVE', 'INACTIVE'), awkwardString),
      }),
      // Never a real user: the matrix of who may change whom is not what this test is about.
      uuidOrNot.map((id) => `/api/v1/users/${id}/access`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/users',
    caller: 'admin',
    runs: 120,
    calls: callsTo('POST', '/api/v1/users', staffBodies),
  },
  {
    method: 'PUT',
    url: '/api/v1/users/:id',
    caller: 'admin',
    runs: 120,
    calls: callsTo(
      'PUT',
      '/api/v1/users/:id',
      staffBodies,
      staffId.map((id) => `/api/v1/users/${id}`),
    ),
  },
  {
    method: 'PATCH',
    url: '/api/v1/users/:id/status',
    caller: 'admin',
    runs: 80,
    calls: callsTo(
      'PATCH',
      '/api/v1/users/:id/status',
      bodiesFor({ status: fc.oneof(fc.constantFrom('ACTIVE', 'INACTIVE'), awkwardString) }),
      staffId.map((id) => `/api/v1/users/${id}/status`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/users/:id/invitation',
    caller: 'admin',
    runs: 60,
    calls: callsTo(
      'POST',
      '/api/v1/users/:id/invitation',
      bodiesFor(),
      staffId.map((id) => `/api/v1/users/${id}/invitation`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/users/import',
    caller: 'admin',
    runs: 120,
    calls: callsTo(
      'POST',
      '/api/v1/users/import',
      fc.oneof({ weight: 5, arbitrary: staffImportUpload }, { weight: 1, arbitrary: bodiesFor() }),
      fc.constantFrom(
        '/api/v1/users/import',
        '/api/v1/users/import?dryRun=true',
        '/api/v1/users/import?dryRun=maybe',
      ),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/users/import/error-report',
    caller: 'admin',
    runs: 80,
    calls: callsTo(
      'POST',
      '/api/v1/users/import/error-report',
      fc.oneof({ weight: 5, arbitrary: staffImportUpload }, { weight: 1, arbitrary: bodiesFor() }),
    ),
  },
  {
    method: 'PUT',
    url: '/api/v1/maintenance',
    caller: 'admin',
    runs: 300,
    calls: callsTo(
      'PUT',
      '/api/v1/maintenance',
      bodiesFor({ maintenanceMessage: fc.oneof(awkwardString, hugeString) }),
    ),
  },
  {
    method: 'DELETE',
    url: '/api/v1/maintenance',
    caller: 'admin',
    runs: 100,
    calls: callsTo('DELETE', '/api/v1/maintenance', bodiesFor()),
  },
  {
    method: 'POST',
    url: '/api/v1/notifications/:id/read',
    caller: 'doctor',
    runs: 60,
    calls: callsTo(
      'POST',
      '/api/v1/notifications/:id/read',
      bodiesFor(),
      fc.oneof(
        fc.constant('/api/v1/notifications/not-a-uuid/read'),
        fc.uuid().map((id) => `/api/v1/notifications/${id}/read`),
      ),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/notifications/read-all',
    caller: 'doctor',
    runs: 60,
    calls: callsTo('POST', '/api/v1/notifications/read-all', bodiesFor()),
  },
  {
    method: 'PUT',
    url: '/api/v1/notifications/preferences',
    caller: 'doctor',
    runs: 200,
    calls: callsTo(
      'PUT',
      '/api/v1/notifications/preferences',
      bodiesFor({
        mutedKinds: fc.array(fc.oneof(awkwardString, fc.constant('patient-assigned')), {
          maxLength: 40,
        }),
        dailyDigest: fc.oneof(fc.boolean(), awkwardString),
      }),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/sso/codes',
    caller: 'doctor',
    runs: 300,
    calls: callsTo('POST', '/api/v1/sso/codes', bodiesFor({ appName, redirect })),
  },
  {
    method: 'POST',
    url: '/api/v1/sso/exchange',
    caller: null,
    runs: 300,
    calls: callsTo(
      'POST',
      '/api/v1/sso/exchange',
      bodiesFor({
        appName,
        appSecret: fc.oneof(fc.constant('companion-dev-secret'), awkwardString, hugeString),
        code: fc.oneof(fc.base64String({ maxLength: 43 }), awkwardString),
      }),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/support/feedback',
    caller: 'doctor',
    // Past the first five in a quarter hour, valid feedback is a 429 like any refusal.
    runs: 150,
    calls: callsTo(
      'POST',
      '/api/v1/support/feedback',
      bodiesFor({
        message: fc.oneof(
          fc.constantFrom('The export button says nothing.', 'Linha 1\nLinha 2', ''),
          awkwardString,
          hugeString,
        ),
        category: fc.oneof(fc.constantFrom('', 'problem', 'idea', 'question'), awkwardString),
        page: fc.oneof(
          fc.constantFrom('/', '/users?page=2', 'https://elsewhere.test/', '//x', ''),
          awkwardString,
          hugeString,
        ),
      }),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/patients',
    caller: 'manager',
    runs: 200,
    calls: callsTo('POST', '/api/v1/patients', patientBodies),
  },
  {
    method: 'PUT',
    url: '/api/v1/patients/:id/assignment',
    caller: 'admin',
    runs: 150,
    calls: callsTo(
      'PUT',
      '/api/v1/patients/:id/assignment',
      assignmentBodies,
      patientId.map((id) => `/api/v1/patients/${id}/assignment`),
    ),
  },
  {
    method: 'PATCH',
    url: '/api/v1/patients/:id/contact',
    caller: 'doctor',
    runs: 150,
    calls: callsTo(
      'PATCH',
      '/api/v1/patients/:id/contact',
      contactBodies,
      fc.oneof(pick(doctorPatientIds), patientId).map((id) => `/api/v1/patients/${id}/contact`),
    ),
  },
  {
    method: 'PATCH',
    url: '/api/v1/patients/:id/enrolment',
    caller: 'manager',
    runs: 120,
    calls: callsTo(
      'PATCH',
      '/api/v1/patients/:id/enrolment',
      enrolmentStatusBodies,
      patientId.map((id) => `/api/v1/patients/${id}/enrolment`),
    ),
  },
  // Possible duplicates: random pair ids (none exists), so nothing is decided or merged; the scan
  // is asked for by a manager, who is refused, so no scan writes in the background meanwhile.
  {
    method: 'POST',
    url: '/api/v1/patient-duplicates/:id/merge',
    caller: 'manager',
    runs: 60,
    calls: callsTo(
      'POST',
      '/api/v1/patient-duplicates/:id/merge',
      bodiesFor({
        survivorId: fc.oneof(uuidOrNot, awkwardString),
        fields: fc.oneof(fc.dictionary(awkwardString, uuidOrNot), awkwardString),
        firstVersion: awkwardString,
        secondVersion: awkwardString,
      }),
      uuidOrNot.map((id) => `/api/v1/patient-duplicates/${id}/merge`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/patient-duplicates/:id/dismiss',
    caller: 'manager',
    runs: 30,
    readsNoBody: true,
    calls: callsTo(
      'POST',
      '/api/v1/patient-duplicates/:id/dismiss',
      bodiesFor(),
      uuidOrNot.map((id) => `/api/v1/patient-duplicates/${id}/dismiss`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/patient-duplicates/:id/unmerge',
    caller: 'manager',
    runs: 30,
    readsNoBody: true,
    calls: callsTo(
      'POST',
      '/api/v1/patient-duplicates/:id/unmerge',
      bodiesFor(),
      uuidOrNot.map((id) => `/api/v1/patient-duplicates/${id}/unmerge`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/patient-duplicates/scans',
    caller: 'manager',
    runs: 20,
    readsNoBody: true,
    calls: callsTo('POST', '/api/v1/patient-duplicates/scans', bodiesFor()),
  },
  {
    method: 'POST',
    url: '/api/v1/programs',
    caller: 'admin',
    runs: 150,
    calls: callsTo('POST', '/api/v1/programs', programBodies),
  },
  {
    method: 'PUT',
    url: '/api/v1/programs/:id',
    caller: 'admin',
    runs: 100,
    calls: callsTo(
      'PUT',
      '/api/v1/programs/:id',
      programBodies,
      programId.map((id) => `/api/v1/programs/${id}`),
    ),
  },
  {
    method: 'PATCH',
    url: '/api/v1/programs/:id/status',
    caller: 'admin',
    runs: 80,
    calls: callsTo(
      'PATCH',
      '/api/v1/programs/:id/status',
      bodiesFor({ status: fc.oneof(fc.constantFrom('ACTIVE', 'INACTIVE'), awkwardString) }),
      programId.map((id) => `/api/v1/programs/${id}/status`),
    ),
  },
  // Attempts first: the writes below edit and unpublish the checks whose ids they answer.
  {
    method: 'POST',
    url: '/api/v1/knowledge-checks/:id/attempts',
    caller: 'doctor',
    runs: 150,
    calls: attemptCalls,
  },
  {
    method: 'POST',
    url: '/api/v1/training-modules',
    caller: 'admin',
    runs: 100,
    calls: callsTo('POST', '/api/v1/training-modules', moduleBodies),
  },
  {
    method: 'PUT',
    url: '/api/v1/training-modules/:id',
    caller: 'admin',
    runs: 80,
    calls: callsTo(
      'PUT',
      '/api/v1/training-modules/:id',
      moduleBodies,
      moduleId.map((id) => `/api/v1/training-modules/${id}`),
    ),
  },
  {
    method: 'PATCH',
    url: '/api/v1/training-modules/:id/status',
    caller: 'admin',
    runs: 60,
    calls: callsTo(
      'PATCH',
      '/api/v1/training-modules/:id/status',
      knowledgeStatusBodies,
      moduleId.map((id) => `/api/v1/training-modules/${id}/status`),
    ),
  },
  {
    method: 'PUT',
    url: '/api/v1/training-modules/:id/feature-image',
    caller: 'admin',
    runs: 100,
    calls: callsTo(
      'PUT',
      '/api/v1/training-modules/:id/feature-image',
      fc.oneof({ weight: 4, arbitrary: featureImageUpload }, { weight: 1, arbitrary: bodiesFor() }),
      moduleId.map((id) => `/api/v1/training-modules/${id}/feature-image`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/training-modules/:id/lessons',
    caller: 'admin',
    runs: 40,
    calls: callsTo(
      'POST',
      '/api/v1/training-modules/:id/lessons',
      lessonBodies,
      moduleId.map((id) => `/api/v1/training-modules/${id}/lessons`),
    ),
  },
  {
    method: 'PUT',
    url: '/api/v1/training-modules/:id/lessons/:lessonId',
    caller: 'admin',
    runs: 30,
    calls: callsTo(
      'PUT',
      '/api/v1/training-modules/:id/lessons/:lessonId',
      lessonBodies,
      fc
        .tuple(moduleId, uuidOrNot)
        .map(([id, lessonId]) => `/api/v1/training-modules/${id}/lessons/${lessonId}`),
    ),
  },
  {
    method: 'DELETE',
    url: '/api/v1/training-modules/:id/lessons/:lessonId',
    caller: 'admin',
    runs: 20,
    calls: callsTo(
      'DELETE',
      '/api/v1/training-modules/:id/lessons/:lessonId',
      bodiesFor(),
      fc
        .tuple(moduleId, uuidOrNot)
        .map(([id, lessonId]) => `/api/v1/training-modules/${id}/lessons/${lessonId}`),
    ),
  },
  {
    method: 'PUT',
    url: '/api/v1/training-modules/:id/lesson-order',
    caller: 'admin',
    runs: 30,
    calls: callsTo(
      'PUT',
      '/api/v1/training-modules/:id/lesson-order',
      bodiesFor({ lessonIds: fc.oneof(fc.array(uuidOrNot, { maxLength: 60 }), awkwardString) }),
      moduleId.map((id) => `/api/v1/training-modules/${id}/lesson-order`),
    ),
  },
  {
    method: 'PUT',
    url: '/api/v1/training-modules/:id/progress',
    caller: 'doctor',
    runs: 30,
    calls: callsTo(
      'PUT',
      '/api/v1/training-modules/:id/progress',
      bodiesFor({ lessonId: uuidOrNot }),
      moduleId.map((id) => `/api/v1/training-modules/${id}/progress`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/training-modules/:id/lesson-images',
    caller: 'admin',
    runs: 30,
    calls: callsTo(
      'POST',
      '/api/v1/training-modules/:id/lesson-images',
      fc.oneof({ weight: 4, arbitrary: lessonImageUpload }, { weight: 1, arbitrary: bodiesFor() }),
      moduleId.map((id) => `/api/v1/training-modules/${id}/lesson-images`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/knowledge-checks',
    caller: 'admin',
    runs: 100,
    calls: callsTo('POST', '/api/v1/knowledge-checks', checkBodies),
  },
  {
    method: 'PUT',
    url: '/api/v1/knowledge-checks/:id',
    caller: 'admin',
    runs: 80,
    calls: callsTo(
      'PUT',
      '/api/v1/knowledge-checks/:id',
      checkBodies,
      checkId.map((id) => `/api/v1/knowledge-checks/${id}`),
    ),
  },
  {
    method: 'PATCH',
    url: '/api/v1/knowledge-checks/:id/status',
    caller: 'admin',
    runs: 60,
    calls: callsTo(
      'PATCH',
      '/api/v1/knowledge-checks/:id/status',
      knowledgeStatusBodies,
      checkId.map((id) => `/api/v1/knowledge-checks/${id}/status`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/clinics',
    caller: 'admin',
    runs: 200,
    calls: callsTo('POST', '/api/v1/clinics', bodiesFor(clinicFields)),
  },
  {
    method: 'PUT',
    url: '/api/v1/clinics/:id',
    caller: 'admin',
    runs: 150,
    calls: callsTo(
      'PUT',
      '/api/v1/clinics/:id',
      bodiesFor(clinicFields),
      uuidOrNot.map((id) => `/api/v1/clinics/${id}`),
    ),
  },
  {
    method: 'PATCH',
    url: '/api/v1/clinics/:id/status',
    caller: 'admin',
    runs: 100,
    calls: callsTo(
      'PATCH',
      '/api/v1/clinics/:id/status',
      bodiesFor({ status: fc.oneof(fc.constantFrom('ACTIVE', 'INACTIVE'), awkwardString) }),
      uuidOrNot.map((id) => `/api/v1/clinics/${id}/status`),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/clinics/import',
    caller: 'admin',
    runs: 200,
    calls: callsTo(
      'POST',
      '/api/v1/clinics/import',
      fc.oneof({ weight: 5, arbitrary: csvUpload }, { weight: 1, arbitrary: bodiesFor() }),
      fc.constantFrom(
        '/api/v1/clinics/import',
        '/api/v1/clinics/import?dryRun=true',
        '/api/v1/clinics/import?dryRun=maybe',
      ),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/clinics/import/error-report',
    caller: 'admin',
    runs: 150,
    calls: callsTo(
      'POST',
      '/api/v1/clinics/import/error-report',
      fc.oneof({ weight: 5, arbitrary: csvUpload }, { weight: 1, arbitrary: bodiesFor() }),
    ),
  },
  {
    method: 'POST',
    url: '/api/v1/moh-documents',
    caller: 'admin',
    runs: 150,
    calls: callsTo('POST', '/api/v1/moh-documents', documentBodies),
  },
  {
    method: 'PUT',
    url: '/api/v1/moh-documents/:id',
    caller: 'admin',
    runs: 120,
    calls: callsTo(
      'PUT',
      '/api/v1/moh-documents/:id',
      documentBodies,
      documentId.map((id) => `/api/v1/moh-documents/${id}`),
    ),
  },
  {
    method: 'PATCH',
    url: '/api/v1/moh-documents/:id/status',
    caller: 'admin',
    runs: 80,
    calls: callsTo(
      'PATCH',
      '/api/v1/moh-documents/:id/status',
      bodiesFor({
        status: fc.oneof(fc.constantFrom('PUBLISHED', 'WITHDRAWN', 'DRAFT'), awkwardString),
      }),
      documentId.map((id) => `/api/v1/moh-documents/${id}/status`),
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Hostile bodies, each sent to every write route at once

/** Every field name the routes read, and one none does. */
const FIELD_NAMES = [
  ...new Set([
    ...Object.keys(clinicFields),
    ...Object.keys(staffFields),
    ...Object.keys(programFields),
    ...Object.keys(moduleFields),
    ...Object.keys(patientFields),
    ...['email', 'otp', 'appName', 'appSecret', 'redirect', 'code', 'status', 'reason'],
    ...['maintenanceMessage', 'language', 'darkMode', 'role', 'title', 'publishedAt'],
    ...['answers', 'questions', 'passMark', 'moduleId', 'doctorId', 'nurseId', 'unasked'],
    ...['message', 'page'],
  ]),
];
const hostileCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS) },
  { weight: 3, arbitrary: fc.constantFrom(...INVISIBLE_CHARACTERS) },
  { weight: 2, arbitrary: fc.constantFrom('a', 'é', '陳', 'ف', '💥', '\ud800', '@', '.') },
);
const shortHostileString = fc.string({ unit: hostileCharacter, maxLength: 60 });
/** Control and invisible characters: alone, around a plausible value, and repeated past every limit. */
const hostileString = fc.oneof(
  { weight: 3, arbitrary: shortHostileString },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        shortHostileString,
        fc.constantFrom('nobody@clinic.test', 'Ana Lima', 'ACTIVE', 'en', '123456', 'companion'),
        shortHostileString,
      )
      .map(([before, value, after]) => `${before}${value}${after}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ unit: hostileCharacter, minLength: 1, maxLength: 4 }),
        // The 1 MiB body limit is the route bodies' concern above: each of these goes to every route.
        fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 255, max: 20_000 }) },
          { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 300_000 }) },
        ),
      )
      .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length)),
  },
);
/**
 * JSON text nested up to a hundred thousand levels (written as text: JSON.stringify would
 * overflow the test's own stack), as objects, arrays or both in turn.
 */
const deepJsonText = fc
  .record({
    depth: fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 100_000 }) },
    ),
    shape: fc.constantFrom('object', 'array', 'both'),
    leaf: shortHostileString,
  })
  .map(({ depth, shape, leaf }) => {
    const [open, close, levels] = {
      object: ['{"a":', '}', depth],
      array: ['[', ']', depth],
      both: ['[{"a":', '}]', Math.ceil(depth / 2)],
    }[shape] as [string, string, number];
    return `${open.repeat(levels)}${JSON.stringify(leaf)}${close.repeat(levels)}`;
  });
/** A JSON object of one to three named fields with hostile values, or hostile JSON as the whole body. */
const hostileBody: fc.Arbitrary<Body> = fc
  .oneof(
    {
      weight: 5,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.constantFrom(...FIELD_NAMES),
            fc.oneof(
              deepJsonText,
              hostileString.map((text) => JSON.stringify(text)),
            ),
          ),
          { minLength: 1, maxLength: 3 },
        )
        .map(
          (fields) =>
            `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`,
        ),
    },
    { weight: 1, arbitrary: deepJsonText },
  )
  .map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' }));

/** The records a route's `:id` names in the batch: real ones where their lists exist. */
const idsOfRoute = (url: string): string[] => {
  if (url.endsWith('/access')) return []; // who may change whom is not what this is about
  const lists: [string, string[]][] = [
    ['/api/v1/users/', staffIds],
    ['/api/v1/clinics/', clinicIds],
    ['/api/v1/programs/', programIds],
    ['/api/v1/patients/', patientIds],
    ['/api/v1/training-modules/', moduleIds],
    ['/api/v1/knowledge-checks/', checkIds],
    ['/api/v1/moh-documents/', documentIds],
  ];
  return lists.find(([prefix]) => url.startsWith(prefix))?.[1] ?? [];
};
/** A route's address with its `:id` filled in, chosen by `index`. */
const addressOf = (route: WriteRoute, index: number) => {
  const ids = idsOfRoute(route.url);
  return route.url.replace(':id', ids[index % Math.max(1, ids.length)] ?? randomUUID());
};

/** Every generated body sent, per-route and batch alike. */
let bodiesSent = 0;
/** Routes whose acceptance ends the caller's sessions stay with their own test above. */
const batchRoutes = writeRoutes.filter((route) => !route.endsSessions);
const BATCH_RUNS = 100;

const send = async (route: WriteRoute, call: Call) => {
  const headers: Record<string, string> = {
    cookie: `XSRF-TOKEN=${csrfToken}`,
    'x-xsrf-token': csrfToken,
  };
  if (route.caller) headers.authorization = `Bearer ${tokens[route.caller]}`;
  bodiesSent += 1;
  let payload: string | Buffer | undefined;
  if (call.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.body.value) ?? 'null';
  } else {
    if (call.body.contentType) headers['content-type'] = call.body.contentType;
    payload = call.body.text;
  }
  return api.app.inject({
    method: call.method as 'POST',
    url: call.url,
    headers,
    payload,
    remoteAddress: call.ip,
  });
};

const describeCall = (call: Call) => {
  const body =
    call.body.kind === 'json'
      ? JSON.stringify(call.body.value)
      : `${call.body.contentType}: ${String(call.body.text)}`;
  return `${call.method} ${call.url} ${body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body}`;
};

/*
 * The generated bodies include what once made the api answer 500, so none can come back: fields
 * of the wrong type (`{"email":{}}`, `{"fullName":[]}`), keys named like Object.prototype members
 * (`{"valueOf":true}`), U+0000 and unpaired surrogates in text, and truncated multipart bodies or
 * ones without their boundary.
 */
describe('generated bad input', () => {
  it('generates bodies for every write route of the catalogue', () => {
    const catalogued = api.app.routeCatalogue
      .filter((entry) => isWrite(entry.method))
      .map((entry) => `${entry.method} ${entry.url}`)
      .sort();
    expect(writeRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(catalogued);
  });

  it('has a data snapshot that sees every write a request makes and ignores what only counts activity', async () => {
    const token = await api.signIn('nurse@clinic.test');
    const before = await snapshot();
    expect((await api.request('GET', '/api/v1/users/me', { token })).status).toBe(200);
    expect(await snapshot()).toEqual(before);
    await api.request('PUT', '/api/v1/users/me/settings', { token, body: { language: 'pt' } });
    const afterSettings = await snapshot();
    expect(afterSettings.tables).not.toEqual(before.tables);
    // An update that keeps the row count is seen too: its transaction is the newest writer.
    await api.db.execute(
      sql`update programs set description = description where name = 'HIV Care'`,
    );
    const afterUpdate = await snapshot();
    expect(afterUpdate.tables).not.toEqual(afterSettings.tables);
    const upload = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/avatar',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${csrfToken}`,
        'x-xsrf-token': csrfToken,
        'content-type': 'multipart/form-data; boundary=b',
      },
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        // A whole image: the file store reads an image's size before it keeps it.
        onePixelPng,
        Buffer.from('\r\n--b--\r\n'),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    // The avatar is one more stored file, whichever driver holds its bytes.
    expect(writesOf(await snapshot(), 'files')[0]).toBe(writesOf(afterUpdate, 'files')[0] + 1);
  });

  it(`${BATCH_RUNS} hostile bodies, each to every write route: no 5xx, JSON errors`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ body: hostileBody, index: fc.nat(), ip: ipAddress }),
        async ({ body, index, ip }) => {
          const problems: string[] = [];
          for (const route of batchRoutes) {
            const call = { method: route.method, url: addressOf(route, index), body, ip };
            const response = await send(route, call);
            const problem = answerProblem(
              response.statusCode,
              String(response.headers['content-type'] ?? ''),
              response.body,
            );
            if (problem) {
              problems.push(
                `${problem}: ${describeCall(call)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
              );
            }
          }
          if (problems.length > 0) throw new Error(problems.join('\n'));
        },
      ),
      { numRuns: BATCH_RUNS },
    );
  }, 240_000);

  it.each(writeRoutes)(
    '$method $url: $runs generated bodies, no 5xx, JSON errors, no partial write',
    async (route) => {
      const outcomes = { accepted: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(route.calls, async (call) => {
          const before = await snapshot();
          const response = await send(route, call);
          const problem = answerProblem(
            response.statusCode,
            String(response.headers['content-type'] ?? ''),
            response.body,
          );
          if (problem) {
            throw new Error(
              `${problem}: ${describeCall(call)} → ${response.statusCode} ${response.body.slice(0, 500)}`,
            );
          }
          const orphans = await orphanProblem();
          if (orphans)
            throw new Error(`${orphans} after ${describeCall(call)} → ${response.statusCode}`);
          if (response.statusCode >= 400) {
            outcomes.refused += 1;
            const after = await snapshot();
            const expected = structuredClone(before);
            if (route.url.endsWith('/import') && route.caller) {
              // A refused real import tells the person who started it, in their bell (docs/decisions.md
              // "Notifications"): that notice, to them and no one else, is the one row it may write.
              const [inserts, updates, deletes, newest] = writesOf(before, 'notifications');
              const notices = (await api.db.execute(sql`
                select (kind = 'import-failed' and user_id = (select id from users where email = ${`${route.caller}@clinic.test`})) as theirs
                from notifications where xmin::text::bigint > ${newest}`)) as unknown as {
                rows: { theirs: boolean }[];
              };
              if (notices.rows.length === 1 && notices.rows[0]!.theirs) {
                (expected.tables as Record<string, WriteCount>).notifications = [
                  inserts + 1,
                  updates,
                  deletes,
                  writesOf(after, 'notifications')[3],
                ];
              }
            }
            if (JSON.stringify(after) !== JSON.stringify(expected)) {
              const written = await rowsWrittenSince(before, after);
              expect(
                after,
                `partial write: ${describeCall(call)} → ${response.statusCode}; rows written: ${JSON.stringify(written)}`,
              ).toEqual(expected);
            }
          } else {
            outcomes.accepted += 1;
            if (route.endsSessions && route.caller) {
              tokens[route.caller] = await api.signIn(`${route.caller}@clinic.test`);
            }
          }
        }),
        { numRuns: route.runs },
      );
      // Both sides were exercised (except where nothing can be refused but broken JSON).
      if (!route.readsNoBody) expect(outcomes.refused).toBeGreaterThan(0);
      expect(outcomes.accepted + outcomes.refused).toBeGreaterThanOrEqual(route.runs);
    },
    120_000,
  );

  it('sent at least 10,000 generated bodies in all', () => {
    expect(bodiesSent).toBeGreaterThanOrEqual(10_000);
  });
});
