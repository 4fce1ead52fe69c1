// A real SMTP server for the password reset journey: the product instance the spec starts
// sends its mail here over SMTP exactly as in production, and the test reads it back.
import { SMTPServer } from 'smtp-server';
import { freePort } from '../support/product-instance';

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first mail to `address` that arrives (or has arrived). */
  waitFor(address: string, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to manage in a test.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(address, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      const wanted = address.toLowerCase();
      while (Date.now() < deadline) {
        const mail = mails.find((m) => m.to.includes(wanted));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link in a raw message, whatever transfer encoding the mailer chose. */
export function resetLinkIn(raw: string): string {
  const body = /Content-Transfer-Encoding:\s*quoted-printable/i.test(raw)
    ? decodeQuotedPrintable(raw)
    : raw;
  const match = /https?:\/\/[^\s"'<>]+\/confirm-password\?token=[A-Za-z0-9_-]+/.exec(body);
  if (!match) throw new Error(`no reset link in the mail:\n${raw}`);
  return match[0];
}
