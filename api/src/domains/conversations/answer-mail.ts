// The e-mail a recruiter gets when a talent accepts, declines or replies while the recruiter is
// away, in the recruiter's language (English when never chosen, as the hire mail), with where
// to turn it off: the bell's settings, as the talent's hire mail.
import type { MailMessage } from '../../plugins/app/mailer.js';

export type TalentAnswer = 'accepted' | 'declined' | 'replied';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ANSWER_MAIL = {
  en: {
    subject: {
      accepted: (talent: string) => `${talent} accepted your hire request`,
      declined: (talent: string) => `${talent} declined your hire request`,
      replied: (talent: string) => `${talent} replied to you on Peworld`,
    },
    greeting: (name: string) => `Hi ${name},`,
    open: 'Open the conversation on Peworld',
    why: 'You get this email because talent answer emails are on. Turn them off in your settings:',
    turnOff: 'Turn them off',
  },
  id: {
    subject: {
      accepted: (talent: string) => `${talent} menerima tawaran kerja Anda`,
      declined: (talent: string) => `${talent} menolak tawaran kerja Anda`,
      replied: (talent: string) => `${talent} membalas Anda di Peworld`,
    },
    greeting: (name: string) => `Halo ${name},`,
    open: 'Buka percakapan di Peworld',
    why: 'Anda menerima email ini karena email jawaban talenta aktif. Matikan di pengaturan Anda:',
    turnOff: 'Matikan',
  },
} as const;

export function talentAnswerMail(input: {
  to: string;
  recruiterName: string;
  talentName: string;
  answer: TalentAnswer;
  /** The talent's words (a reply, a decline reason); empty for none. */
  body: string;
  link: string;
  settingsLink: string;
  language: 'id' | 'en' | null;
}): MailMessage {
  const words = ANSWER_MAIL[input.language ?? 'en'];
  const subject = words.subject[input.answer](input.talentName);
  const quoted = input.body ? `\n\n"${input.body}"` : '';
  return {
    to: input.to,
    link: input.link,
    subject,
    text:
      `${words.greeting(input.recruiterName)}\n\n${subject}.${quoted}\n\n` +
      `${words.open}:\n${input.link}\n\n${words.why} ${input.settingsLink}\n`,
    html:
      `<p>${escapeHtml(words.greeting(input.recruiterName))}</p>` +
      `<p><strong>${escapeHtml(subject)}</strong></p>` +
      (input.body ? `<p style="white-space:pre-wrap">${escapeHtml(input.body)}</p>` : '') +
      `<p><a href="${escapeHtml(input.link)}">${words.open}</a></p>` +
      `<p style="color:#888">${words.why} ` +
      `<a href="${escapeHtml(input.settingsLink)}">${words.turnOff}</a></p>`,
  };
}
