// The daily digest (issue 31): for each company with a saved search whose digest is on, at most
// one e-mail a day listing the matches since its last digest (never one mail per match). A
// timer runs it in every API instance; `tryWithLock` lets one instance at a time work and the
// conditional claim (saved-searches-data.ts claimDigest) makes "once a day" hold even across
// instances. `run(now)` takes the clock, so tests drive days without waiting.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { Mailer, MailMessage } from '../../plugins/app/mailer.js';
import { companyOfToken, unsubscribeToken } from './unsubscribe-token.js';
import { digestMail } from './digest-mail.js';
import { savedSearchErrors } from './saved-search-errors.js';
import { createSavedSearchesData, type SavedSearchesData } from './saved-searches-data.js';

/** The lock the digest run holds (any number unique among tryWithLock users). */
const DIGEST_LOCK_KEY = 74_260_091;
/** How often each instance looks for digests due. */
const DIGEST_CHECK_MS = 10 * 60_000;

/** Where the product serves these pages (employer-app routes.ts). */
export const SAVED_SEARCHES_PAGE = '/home/saved-searches';
export const UNSUBSCRIBED_PAGE = '/saved-searches/unsubscribed';

export function createDigestService(deps: {
  db: Db;
  data: SavedSearchesData;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}) {
  const { db, data, mailer, publicUrl } = deps;

  async function unsubscribeLink(idCompany: number): Promise<string> {
    const token = unsubscribeToken(await data.signingKey(), idCompany);
    return `${publicUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** Claims and composes one company's digest; null when another run had it today. */
  async function compose(idCompany: number, now: Date): Promise<MailMessage | null> {
    const recipient = await data.recipient(idCompany);
    if (!recipient) return null;
    const lines = await db.transaction(async (tx) => {
      const after = await data.claimDigest(tx, idCompany, now);
      if (after === null) return [];
      const found = await data.digestLines(tx, idCompany, after);
      if (found.length > 0) await data.setDigestMark(tx, idCompany, found.at(-1)!.match_id);
      return found;
    });
    if (lines.length === 0) return null;
    return digestMail({
      to: recipient.email,
      name: recipient.name,
      language: recipient.language,
      lines,
      profileLink: (idUser) => `${publicUrl}/home/profile-portofolio/${idUser}`,
      savedSearchesLink: `${publicUrl}${SAVED_SEARCHES_PAGE}`,
      unsubscribeLink: await unsubscribeLink(idCompany),
    });
  }

  return {
    /** Sends the digests due at `now`; answers how many were sent (0 when another instance ran). */
    async run(now: Date): Promise<number> {
      let sent = 0;
      await db.tryWithLock(DIGEST_LOCK_KEY, async () => {
        for (const idCompany of await data.companiesWithDigest()) {
          const mail = await compose(idCompany, now);
          if (!mail) continue;
          await mailer.send(mail);
          sent += 1;
        }
      });
      return sent;
    },

    /** The one-click unsubscribe: turns the digest of every search of the company off. */
    async unsubscribe(token: string): Promise<void> {
      const idCompany = companyOfToken(await data.signingKey(), token);
      if (idCompany === null) throw savedSearchErrors.badLink();
      await data.unsubscribe(idCompany);
    },

    unsubscribeLink,
  };
}
export type DigestService = ReturnType<typeof createDigestService>;

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchDigest: DigestService;
  }
}

export default fp(
  async (fastify) => {
    const service = createDigestService({
      db: fastify.db,
      data: createSavedSearchesData(fastify.db),
      mailer: fastify.mailer,
      publicUrl: fastify.config.publicUrl,
    });
    fastify.decorate('savedSearchDigest', service);
    const timer = setInterval(() => {
      service
        .run(new Date())
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'saved search digest failed'));
    }, DIGEST_CHECK_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'saved-search-digest', dependencies: ['db', 'env', 'mailer'] },
);
