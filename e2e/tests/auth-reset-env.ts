// A private product instance wired to a real SMTP server, for the password reset journey:
// the API sends the mail over SMTP exactly as in production and the test reads it here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** A free port in 20000-29999 (the range the team reserves for ad-hoc servers). */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20000 + Math.floor(Math.random() * 10000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 20000-29999');
}

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

export interface ProductInstance {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * `node scripts/start.mjs` on a free port with a fresh data folder and the given SMTP server.
 * The frontends are already built by the main e2e server, so this only starts the API.
 */
export async function startProduct(smtpUrl: string): Promise<ProductInstance> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'peworld-auth-reset-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    // Own process group, so stopping it also stops the API child it spawns.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  // Generous: start.mjs first rebuilds any frontend whose build is out of date.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the product did not start on ${baseUrl}:\n${output.slice(-4000)}`);
}
