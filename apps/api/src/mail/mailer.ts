import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { OutboxMail } from '@org/contracts';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Dev outbox: prints each mail where the developer sees it and keeps it for `GET /api/v1/dev/outbox`. */
export function createOutboxMailer(db: Database, print: (line: string) => void): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(outboxMessages).values(mail);
      print(
        [
          '',
          '┏━━━━━━━━━━━━━━━━━━━━━━ DEV OUTBOX ━━━━━━━━━━━━━━━━━━━━━━',
          `┃ To:      ${mail.to}`,
          `┃ Subject: ${mail.subject}`,
          ...mail.text.split('\n').map((line) => `┃ ${line}`),
          '┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━',
          '',
        ].join('\n'),
      );
    },
  };
}

export async function readOutbox(db: Database, limit = 100): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.sentAt))
    .limit(limit);
  return rows.map(({ to, subject, text, sentAt }) => ({
    to,
    subject,
    text,
    sentAt: sentAt.toISOString(),
  }));
}
