// What the recruiter's "a talent answered" e-mail needs (SQL only): their address, language and
// setting (companies.email_talent_answers, migration 092), the talent's name, and whether the
// recruiter still has an earlier unread message from that talent in the conversation (then a
// mail already went out for it: one mail until they read, not one per message).
import type { Db } from '../../db/db.js';

export interface RecruiterMailTarget {
  email: string;
  name: string;
  language: 'id' | 'en' | null;
  email_talent_answers: boolean;
  talent_name: string;
  earlier_unread: number;
}

export function createRecruiterMailData(db: Db) {
  return {
    async target(conversationId: number, messageId: number): Promise<RecruiterMailTarget | null> {
      const { rows } = await db.query<RecruiterMailTarget>(
        `SELECT a.email, co.name, a.language, co.email_talent_answers, t.full_name AS talent_name,
                (SELECT count(*)::int FROM messages m
                  WHERE m.conversation_id = c.id AND m.id > c.company_last_read_id
                    AND m.id < $2 AND m.sender_id = c.id_user) AS earlier_unread
           FROM conversations c
           JOIN companies co ON co.id_company = c.id_company
           JOIN accounts a ON a.id = c.id_company
           JOIN talents t ON t.id_user = c.id_user
          WHERE c.id = $1`,
        [conversationId, messageId],
      );
      return rows[0] ?? null;
    },

    async settings(idCompany: number): Promise<{ email_talent_answers: boolean } | null> {
      const { rows } = await db.query<{ email_talent_answers: boolean }>(
        'SELECT email_talent_answers FROM companies WHERE id_company = $1',
        [idCompany],
      );
      return rows[0] ?? null;
    },

    async setSettings(idCompany: number, emailTalentAnswers: boolean): Promise<void> {
      await db.query('UPDATE companies SET email_talent_answers = $2 WHERE id_company = $1', [
        idCompany,
        emailTalentAnswers,
      ]);
    },
  };
}
export type RecruiterMailData = ReturnType<typeof createRecruiterMailData>;
