import type { FeedbackCategory, Role } from '@org/contracts';
import { roleNames } from './invitation';
import type { Mail } from './mailer';

/**
 * Characters that change how a mail reads without being seen: control characters (but the line
 * break and the tab) and the bidirectional formatting marks that reorder a line.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;

/** A hidden character written out, `[U+202E]`, so that a reader sees it was there. */
const shown = (character: string) =>
  `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;

/** Someone's text on one line: it cannot start a line (or a header) of its own. */
export const oneLine = (text: string): string =>
  text.split(LINE_BREAK).join(' ').replace(/\t/g, ' ').replace(HIDDEN, shown);

/** Someone's text as a quotation: each of its lines starts with "> ", so none passes for ours. */
export const quoted = (text: string): string =>
  text
    .split(LINE_BREAK)
    .map((line) => `> ${line.replace(HIDDEN, shown)}`.trimEnd())
    .join('\n');

const categoryNames: Record<FeedbackCategory, string> = {
  problem: 'a problem',
  idea: 'an idea',
  question: 'a question',
};

/** The page as an address in the console; a path the URL parser refuses stays as text. */
const pageAddress = (consoleUrl: string, page: string): string => {
  try {
    return new URL(`${consoleUrl}${page}`).href;
  } catch {
    return `${consoleUrl}${oneLine(page)}`;
  }
};

/**
 * Feedback as the support address receives it (docs/product.md §2.5), in English like the other
 * mails: who sent it and from which page, then their message quoted. Everything the sender typed
 * (their name too) is kept to its own lines, with hidden characters written out.
 */
export function feedbackMail(
  sender: { fullName: string; email: string; role: Role },
  feedback: { message: string; category: FeedbackCategory | ''; page: string },
  where: { supportEmail: string; consoleUrl: string },
): Mail {
  const name = oneLine(sender.fullName);
  const about = feedback.category ? categoryNames[feedback.category] : null;
  return {
    to: where.supportEmail,
    subject: `Clinic Console feedback from ${name}${about ? ` (${about})` : ''}`,
    text: [
      `${name} (${oneLine(sender.email)}, ${roleNames[sender.role]}) sent feedback${about ? ` about ${about}` : ''}.`,
      '',
      `Page: ${pageAddress(where.consoleUrl, feedback.page)}`,
      `Reply to: ${oneLine(sender.email)}`,
      '',
      'Their message:',
      '',
      quoted(feedback.message),
    ].join('\n'),
  };
}
