// The email a talent gets for a new hire request (sent through the mailer, outbox by default).
import type { MailMessage } from '../plugins/app/mailer.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function hireRequestMail(input: {
  to: string;
  talentName: string;
  companyName: string;
  subject: string;
  message: string;
  link: string;
  settingsLink: string;
}): MailMessage {
  const { to, talentName, companyName, subject, message, link, settingsLink } = input;
  return {
    to,
    link,
    subject: `${companyName} sent you a hire request: ${subject}`,
    text:
      `Hi ${talentName},\n\n${companyName} wants to hire you.\n\n` +
      `Subject: ${subject}\n\n${message}\n\n` +
      `Read and answer it on Peworld:\n${link}\n\n` +
      `You get this email because hire request emails are on. Turn them off from the notifications menu: ${settingsLink}\n`,
    html:
      `<p>Hi ${escapeHtml(talentName)},</p>` +
      `<p><strong>${escapeHtml(companyName)}</strong> wants to hire you.</p>` +
      `<p><strong>${escapeHtml(subject)}</strong></p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>` +
      `<p><a href="${escapeHtml(link)}">Read and answer on Peworld</a></p>` +
      `<p style="color:#888">You get this email because hire request emails are on. ` +
      `<a href="${escapeHtml(settingsLink)}">Turn them off</a> from the notifications menu.</p>`,
  };
}
