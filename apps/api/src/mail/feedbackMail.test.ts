import { describe, expect, it } from 'vitest';
import { feedbackMail, oneLine, quoted } from './feedbackMail';

const sender = { fullName: 'Ana Lima', email: 'ana@clinic.test', role: 'NURSE' as const };
const where = { supportEmail: 'support@clinic.test', consoleUrl: 'https://console.example.org' };

describe('feedbackMail', () => {
  it('goes to the support address with the sender, the page and the message', () => {
    const mail = feedbackMail(
      sender,
      { message: 'The export button\nsays nothing.', category: 'problem', page: '/users?page=2' },
      where,
    );
    expect(mail.to).toBe('support@clinic.test');
    expect(mail.subject).toBe('Clinic Console feedback from Ana Lima (a problem)');
    expect(mail.text).toBe(
      [
        'Ana Lima (ana@clinic.test, nurse) sent feedback about a problem.',
        '',
        'Page: https://console.example.org/users?page=2',
        'Reply to: ana@clinic.test',
        '',
        'Their message:',
        '',
        '> The export button',
        '> says nothing.',
      ].join('\n'),
    );
  });

  it('keeps what the sender typed from passing for the mail’s own lines or headers', () => {
    const mail = feedbackMail(
      { ...sender, fullName: 'Ana\r\nBcc: everyone@clinic.test' },
      {
        message: 'Fine.\r\nPage: https://phishing.example\u2028Reply to: thief@example.com',
        category: '',
        page: '/settings',
      },
      where,
    );
    expect(mail.subject).toBe('Clinic Console feedback from Ana Bcc: everyone@clinic.test');
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Page:'))).toEqual([
      'Page: https://console.example.org/settings',
    ]);
    expect(lines.slice(-3)).toEqual([
      '> Fine.',
      '> Page: https://phishing.example',
      '> Reply to: thief@example.com',
    ]);
  });

  it('writes hidden characters out and percent-encodes the page', () => {
    expect(oneLine('evil\u202Etxt.exe\u0007')).toBe('evil[U+202E]txt.exe[U+0007]');
    expect(quoted('a\u200Fb\n\n  c')).toBe('> a[U+200F]b\n>\n>   c');
    const mail = feedbackMail(
      sender,
      { message: 'x', category: 'idea', page: '/clinics-and-hospitals?search=São"<b>' },
      where,
    );
    expect(mail.text).toContain(
      'Page: https://console.example.org/clinics-and-hospitals?search=S%C3%A3o%22%3Cb%3E',
    );
  });
});
