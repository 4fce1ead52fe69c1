// Outgoing mail. With SMTP_URL set, nodemailer sends through that server; without it each
// message is written to DATA_DIR/outbox as an .eml (the raw message) plus a .json summary, and
// the reset link is logged (never when NODE_ENV=production), so development needs no mail server.
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries (logged and kept in the outbox summary). */
  link?: string;
  /** Extra headers (List-Unsubscribe of a digest); kept in the outbox summary too. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends without making the caller wait (errors are logged); see `flush`. */
  sendInBackground(message: MailMessage): void;
  /** Resolves when every background send has finished (tests, shutdown). */
  flush(): Promise<void>;
  /** In the account's language; English (the spec's text) when none is known. */
  passwordResetMessage(to: string, link: string, language?: 'id' | 'en' | null): MailMessage;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const FROM = 'Peworld <no-reply@peworld.local>';

/** The reset mail's words per language (plain text: no markup, nothing to escape). */
const RESET_MAIL = {
  en: {
    subject: 'Reset your Peworld password',
    asked: 'Someone asked to reset the password of your Peworld account.',
    openWithin: 'Open this link within 30 minutes to choose a new password:',
    choose: 'Choose a new password',
    once: '(the link works for 30 minutes, once).',
    notYou: 'If it was not you, ignore this message: your password stays the same.',
  },
  id: {
    subject: 'Atur ulang kata sandi Peworld Anda',
    asked: 'Seseorang meminta untuk mengatur ulang kata sandi akun Peworld Anda.',
    openWithin: 'Buka tautan ini dalam 30 menit untuk memilih kata sandi baru:',
    choose: 'Pilih kata sandi baru',
    once: '(tautan berlaku 30 menit, satu kali).',
    notYou: 'Jika bukan Anda yang meminta, abaikan pesan ini: kata sandi Anda tetap sama.',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export default fp(
  async (fastify) => {
    const { smtpUrl, outboxDir } = fastify.config;
    const smtp: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    const outbox = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    const pending = new Set<Promise<void>>();

    async function writeToOutbox(message: MailMessage): Promise<void> {
      await mkdir(outboxDir, { recursive: true });
      const info = await outbox.sendMail({
        from: FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await writeFile(path.join(outboxDir, `${base}.eml`), info.message as Buffer);
      await writeFile(
        path.join(outboxDir, `${base}.json`),
        JSON.stringify(
          {
            to: message.to,
            subject: message.subject,
            text: message.text,
            link: message.link ?? null,
            headers: message.headers ?? {},
            createdAt: new Date().toISOString(),
          },
          null,
          2,
        ),
      );
      // Without a mail server the log is where a developer finds the reset link; in production
      // a link in the log would let anyone who reads logs take over the account.
      fastify.log.info(
        {
          to: message.to,
          ...(fastify.config.production ? {} : { link: message.link }),
          file: `${base}.eml`,
        },
        'mail written to the outbox',
      );
    }

    const mailer: Mailer = {
      async send(message) {
        if (smtp) {
          await smtp.sendMail({
            from: FROM,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            ...(message.headers ? { headers: message.headers } : {}),
          });
          return;
        }
        await writeToOutbox(message);
      },
      sendInBackground(message) {
        const job = mailer
          .send(message)
          .catch((error: unknown) =>
            fastify.log.error({ err: error, to: message.to }, 'mail not sent'),
          );
        pending.add(job);
        void job.finally(() => pending.delete(job));
      },
      async flush() {
        await Promise.all([...pending]);
      },
      passwordResetMessage(to, link, language) {
        const words = RESET_MAIL[language ?? 'en'];
        return {
          to,
          link,
          subject: words.subject,
          text: `${words.asked}\n\n${words.openWithin}\n${link}\n\n${words.notYou}\n`,
          html:
            `<p>${words.asked}</p>` +
            `<p><a href="${escapeHtml(link)}">${words.choose}</a> ${words.once}</p>` +
            `<p>${words.notYou}</p>`,
        };
      },
    };

    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => {
      await mailer.flush();
      smtp?.close();
    });
  },
  { name: 'mailer', dependencies: ['env'] },
);
