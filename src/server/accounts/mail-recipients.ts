import type { Kysely } from 'kysely';
import type { Database, Locale } from '../core/db/types';
import { displayNameOf } from './display-name';
import { usersRepository } from './users-store';

/** Whom a mail goes to: address, language and the name a greeting uses. */
export interface MailRecipient {
  id: number;
  email: string;
  locale: Locale;
  name: string;
}

export async function mailRecipients(db: Kysely<Database>, ids: number[]): Promise<MailRecipient[]> {
  if (!ids.length) return [];
  const rows = await usersRepository(db).mailRecipients(ids);
  return rows.map((row) => ({ id: row.id, email: row.email, locale: row.locale as Locale, name: displayNameOf(row) }));
}
