import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  role: text('role', { enum: ['SYSTEM_ADMIN', 'CLINIC_MANAGER', 'DOCTOR', 'NURSE'] }).notNull(),
  avatar: text('avatar'),
  status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
    .notNull()
    .default('ACTIVE'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The user a row belongs to; the row goes when the user does. */
const ownedByUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userSettings = pgTable(
  'user_settings',
  {
    userId: ownedByUser(),
    settingKey: text('setting_key').notNull(),
    settingValue: text('setting_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.settingKey] })],
);

/** One-time codes, stored only as a keyed hash. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: ownedByUser(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('otp_codes_user_idx').on(table.userId)],
);

/** A sign-in: the ID token carries its id (claim `sid`), every request checks it is still open. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: ownedByUser(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** The dev outbox: mail kept for people and tests when no SMTP server is configured. */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
