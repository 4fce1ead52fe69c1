// The daily digest of new saved-search matches, in the recruiter's language (English when they
// never chose one, as the hire and reset mails), with a one-click unsubscribe link
// in the text and in the List-Unsubscribe headers (RFC 8058).
import type { MailMessage } from '../../plugins/app/mailer.js';
import type { DigestLine } from './saved-searches-data.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface DigestWords {
  subject: (count: number) => string;
  greeting: (name: string) => string;
  intro: string;
  matches: (search: string) => string;
  openAll: string;
  why: string;
  unsubscribe: string;
}

const DIGEST_MAIL: Record<'id' | 'en', DigestWords> = {
  id: {
    subject: (count) => `${count} talenta baru cocok dengan pencarian tersimpan Anda`,
    greeting: (name) => `Halo ${name},`,
    intro: 'Talenta berikut baru cocok dengan pencarian tersimpan Anda sejak ringkasan terakhir:',
    matches: (search) => `cocok dengan "${search}"`,
    openAll: 'Lihat pencarian tersimpan',
    why: 'Anda menerima email ini karena ringkasan harian aktif untuk pencarian tersimpan Anda.',
    unsubscribe: 'Berhenti berlangganan ringkasan harian',
  },
  en: {
    subject: (count) => `${count} new talents match your saved searches`,
    greeting: (name) => `Hi ${name},`,
    intro: 'These talents newly match your saved searches since the last digest:',
    matches: (search) => `matches "${search}"`,
    openAll: 'See your saved searches',
    why: 'You get this email because the daily digest is on for your saved searches.',
    unsubscribe: 'Unsubscribe from the daily digest',
  },
};

export function digestMail(input: {
  to: string;
  name: string;
  language: 'id' | 'en' | null;
  lines: readonly DigestLine[];
  profileLink: (idUser: number) => string;
  savedSearchesLink: string;
  unsubscribeLink: string;
}): MailMessage {
  const words = DIGEST_MAIL[input.language ?? 'en'];
  const who = (line: DigestLine) =>
    [line.full_name, line.job_desk, line.domicile].filter(Boolean).join(' · ');
  return {
    to: input.to,
    link: input.unsubscribeLink,
    subject: words.subject(input.lines.length),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text:
      `${words.greeting(input.name)}\n\n${words.intro}\n\n` +
      input.lines
        .map(
          (line) =>
            `- ${who(line)} (${words.matches(line.saved_search_name)})\n  ${input.profileLink(line.id_user)}`,
        )
        .join('\n') +
      `\n\n${words.openAll}: ${input.savedSearchesLink}\n\n` +
      `${words.why}\n${words.unsubscribe}: ${input.unsubscribeLink}\n`,
    html:
      `<p>${escapeHtml(words.greeting(input.name))}</p><p>${words.intro}</p><ul>` +
      input.lines
        .map(
          (line) =>
            `<li><a href="${escapeHtml(input.profileLink(line.id_user))}">${escapeHtml(who(line))}</a> ` +
            `(${escapeHtml(words.matches(line.saved_search_name))})</li>`,
        )
        .join('') +
      `</ul><p><a href="${escapeHtml(input.savedSearchesLink)}">${words.openAll}</a></p>` +
      `<p style="color:#888">${words.why} ` +
      `<a href="${escapeHtml(input.unsubscribeLink)}">${words.unsubscribe}</a></p>`,
  };
}
