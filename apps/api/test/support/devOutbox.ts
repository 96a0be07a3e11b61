// The one-time codes a running api mailed, read from its dev outbox (GET /api/v1/dev/outbox), for
// the api's tests, the end-to-end journeys and the benchmarks: all sign in as a person would.
import type { OutboxMail } from '@org/contracts';

const POLL_MS = 50;
const ATTEMPTS = 100;

/** Every mail the api at `baseUrl` kept, newest first. */
export async function readDevOutbox(baseUrl: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/api/v1/dev/outbox`);
  if (!response.ok) throw new Error(`GET /api/v1/dev/outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/** Accepts mail sent at or after `since` (epoch ms). */
export const sentSince =
  (since: number) =>
  (mail: OutboxMail): boolean =>
    Date.parse(mail.sentAt) >= since;

/**
 * The code in the newest mail to `email` that `isNew` accepts. Mail goes out in the background, so
 * it may arrive after the answer to the request that sent it: the outbox is read until it does.
 */
export async function codeFromDevOutbox(
  baseUrl: string,
  email: string,
  isNew: (mail: OutboxMail) => boolean,
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const mail = (await readDevOutbox(baseUrl)).find((each) => each.to === email && isNew(each));
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no code mailed to ${email} in the dev outbox`);
}
