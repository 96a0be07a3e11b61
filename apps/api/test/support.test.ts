import { and, desc, eq } from 'drizzle-orm';
import type { OutboxMail } from '@org/contracts';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { withDemoPeople } from './support/demoPeople';
import { startTestApi } from './testApi';

/** docs/product.md §2.5: the support address, feedback mailed to it, and the own profile. */
const signedIn = withDemoPeople();

const mailsTo = async (to: string) =>
  (
    (await signedIn.api.request('GET', '/api/v1/dev/outbox')).body as unknown as OutboxMail[]
  ).filter((mail) => mail.to === to);

describe('support', () => {
  it('names the configured support address to every signed-in role', async () => {
    for (const who of ['admin', 'manager', 'doctor', 'nurse'] as const) {
      const answer = await signedIn.call(who, 'GET', '/api/v1/support');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ email: 'support@clinic.test' });
    }
  });

  it('mails feedback to support through the queue, with the page and the sender, audited', async () => {
    const message = `The export says nothing ${crypto.randomUUID()}\nPage: https://phishing.example`;
    const sent = await signedIn.call('nurse', 'POST', '/api/v1/support/feedback', {
      message,
      category: 'problem',
      page: '/clinics-and-hospitals?status=ACTIVE',
    });
    expect(sent.status, sent.text).toBe(204);

    await expect
      .poll(async () =>
        (await mailsTo('support@clinic.test')).find((mail) =>
          mail.text.includes(message.split('\n')[0]!),
        ),
      )
      .toBeDefined();
    const mail = (await mailsTo('support@clinic.test')).find((each) =>
      each.text.includes(message.split('\n')[0]!),
    )!;
    expect(mail.subject).toMatch(/^Clinic Console feedback from .+ \(a problem\)$/);
    const lines = mail.text.split('\n');
    // The page the console names is the only "Page:" line of ours; the sender's is quoted.
    expect(lines).toContain('Page: http://localhost:5173/clinics-and-hospitals?status=ACTIVE');
    expect(lines).toContain('> Page: https://phishing.example');
    expect(lines).toContain('Reply to: nurse@clinic.test');

    const [nurse] = await signedIn.api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'nurse@clinic.test'));
    const [entry] = await signedIn.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, nurse!.id), eq(auditLog.actionCode, 'support.feedbackSent')))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ status: 204, action: 'POST /api/v1/support/feedback' });
  });

  it('says what is wrong with feedback, and sends none', async () => {
    const before = (await mailsTo('support@clinic.test')).length;
    const refused = await signedIn.call('doctor', 'POST', '/api/v1/support/feedback', {
      message: ' ',
      category: 'rant',
      page: 'https://elsewhere.test/',
    });
    expect(refused.status).toBe(400);
    expect(refused.body!.errors).toEqual(
      expect.arrayContaining([
        { path: 'message', message: 'Message is required' },
        { path: 'category', message: 'Invalid value' },
        { path: 'page', message: 'Invalid value' },
      ]),
    );
    expect((await mailsTo('support@clinic.test')).length).toBe(before);
  });

  it('takes five pieces of feedback a quarter hour from one person, then answers 429', async () => {
    const send = () =>
      signedIn.call('manager', 'POST', '/api/v1/support/feedback', {
        message: 'Again.',
        page: '/',
      });
    for (let sent = 0; sent < 5; sent += 1) expect((await send()).status).toBe(204);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body!.code).toBe('RATE_LIMITED');
    // Someone else is not held back by the manager's count.
    expect(
      (
        await signedIn.call('admin', 'POST', '/api/v1/support/feedback', {
          message: 'Hi',
          page: '/',
        })
      ).status,
    ).toBe(204);
  });

  it('offers no support address and takes no feedback when none is configured', async () => {
    // A copy of the seeded database of its own, where the demo people are signed in too.
    const api = await startTestApi({ env: { SUPPORT_EMAIL: '' } });
    try {
      const token = signedIn.tokens.doctor;
      expect((await api.request('GET', '/api/v1/support', { token })).body).toEqual({
        email: null,
      });
      const refused = await api.request('POST', '/api/v1/support/feedback', {
        token,
        body: { message: 'Hello?', page: '/' },
      });
      expect(refused.status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

describe('own profile', () => {
  it('answers the person’s own details with their clinics and countries', async () => {
    const answer = await signedIn.call('doctor', 'GET', '/api/v1/users/me/profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: 'doctor@clinic.test',
      role: 'DOCTOR',
      clinics: [
        { name: 'Clínica São José', countryCode: 'PT', status: 'ACTIVE' },
        { name: 'Hospital Central de Lisboa', countryCode: 'PT', status: 'ACTIVE' },
      ],
    });
    expect(typeof answer.body!.address).toBe('string');
  });

  it('answers a system admin without clinics with none', async () => {
    const answer = await signedIn.call('admin', 'GET', '/api/v1/users/me/profile');
    expect(answer.body).toMatchObject({ email: 'admin@clinic.test', clinics: [] });
  });
});
