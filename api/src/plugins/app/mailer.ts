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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends without making the caller wait (errors are logged); see `flush`. */
  sendInBackground(message: MailMessage): void;
  /** Resolves when every background send has finished (tests, shutdown). */
  flush(): Promise<void>;
  passwordResetMessage(to: string, link: string): MailMessage;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const FROM = 'Peworld <no-reply@peworld.local>';

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
      passwordResetMessage(to, link) {
        return {
          to,
          link,
          subject: 'Reset your Peworld password',
          text:
            `Someone asked to reset the password of your Peworld account.\n\n` +
            `Open this link within 30 minutes to choose a new password:\n${link}\n\n` +
            `If it was not you, ignore this message: your password stays the same.\n`,
          html:
            `<p>Someone asked to reset the password of your Peworld account.</p>` +
            `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for 30 minutes, once).</p>` +
            `<p>If it was not you, ignore this message: your password stays the same.</p>`,
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
