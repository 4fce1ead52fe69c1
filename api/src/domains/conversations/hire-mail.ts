// The email a talent gets for a new hire request (sent through the mailer, outbox by default),
// in the talent's language; English (the spec's language) when they never chose one.
import type { MailMessage } from '../../plugins/app/mailer.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface HireMailWords {
  subject: (company: string, subject: string) => string;
  greeting: (talent: string) => string;
  wantsToHire: string;
  subjectLine: string;
  readOn: string;
  readLink: string;
  whyText: string;
  whyHtml: string;
  turnOff: string;
  fromMenu: string;
}

/** Plain words per language; names and the recruiter's own text are inserted, never parsed. */
const HIRE_MAIL: Record<'id' | 'en', HireMailWords> = {
  en: {
    subject: (company, subject) => `${company} sent you a hire request: ${subject}`,
    greeting: (talent) => `Hi ${talent},`,
    wantsToHire: 'wants to hire you.',
    subjectLine: 'Subject',
    readOn: 'Read and answer it on Peworld:',
    readLink: 'Read and answer on Peworld',
    whyText:
      'You get this email because hire request emails are on. Turn them off from the notifications menu:',
    whyHtml: 'You get this email because hire request emails are on.',
    turnOff: 'Turn them off',
    fromMenu: 'from the notifications menu.',
  },
  id: {
    subject: (company, subject) => `${company} mengirim tawaran kerja: ${subject}`,
    greeting: (talent) => `Halo ${talent},`,
    wantsToHire: 'ingin merekrut Anda.',
    subjectLine: 'Subjek',
    readOn: 'Baca dan jawab di Peworld:',
    readLink: 'Baca dan jawab di Peworld',
    whyText:
      'Anda menerima email ini karena email tawaran kerja aktif. Matikan dari menu notifikasi:',
    whyHtml: 'Anda menerima email ini karena email tawaran kerja aktif.',
    turnOff: 'Matikan',
    fromMenu: 'dari menu notifikasi.',
  },
};

export function hireRequestMail(input: {
  to: string;
  talentName: string;
  companyName: string;
  subject: string;
  message: string;
  link: string;
  settingsLink: string;
  /** The talent's chosen language; null: never chosen. */
  language: 'id' | 'en' | null;
}): MailMessage {
  const { to, talentName, companyName, subject, message, link, settingsLink } = input;
  const words = HIRE_MAIL[input.language ?? 'en'];
  return {
    to,
    link,
    subject: words.subject(companyName, subject),
    text:
      `${words.greeting(talentName)}\n\n${companyName} ${words.wantsToHire}\n\n` +
      `${words.subjectLine}: ${subject}\n\n${message}\n\n` +
      `${words.readOn}\n${link}\n\n` +
      `${words.whyText} ${settingsLink}\n`,
    html:
      `<p>${escapeHtml(words.greeting(talentName))}</p>` +
      `<p><strong>${escapeHtml(companyName)}</strong> ${words.wantsToHire}</p>` +
      `<p><strong>${escapeHtml(subject)}</strong></p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>` +
      `<p><a href="${escapeHtml(link)}">${words.readLink}</a></p>` +
      `<p style="color:#888">${words.whyHtml} ` +
      `<a href="${escapeHtml(settingsLink)}">${words.turnOff}</a> ${words.fromMenu}</p>`,
  };
}
