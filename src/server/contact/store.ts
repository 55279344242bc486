import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';

/** Messages of the contact form: kept, so a mail server that is down loses nothing. */
export const contactStore = {
  keep: (db: Kysely<Database>, message: { userId: number; subject: string; description: string }) =>
    db.insertInto('contact_messages').values({ user_id: message.userId, subject: message.subject, description: message.description }).execute(),
};
