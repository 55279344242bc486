import type { AppContext } from '../context';
import { signedIn } from '../auth/viewer';
import type { Handler } from './types';

/** The contact form (contract: /contact): kept in the database, then mailed to the certification body. */
export function contactHandlers(ctx: AppContext) {
  const { db } = ctx.database;

  const sendContactMessage: Handler<'sendContactMessage'> = async (request, reply) => {
    const viewer = signedIn(request);
    const subject = request.body.subject.trim();
    const description = request.body.description.trim();
    // Stored first: a mail server that is down must not lose what the person wrote.
    await db.insertInto('contact_messages').values({ user_id: viewer.userId, subject, description }).execute();
    const sender = viewer.account;
    await ctx.mailer.send({
      to: ctx.config.contactEmail,
      subject: `[portal] ${subject}`,
      text: `From: ${sender.username} <${sender.email}>\n\n${description}`,
    });
    return reply.code(201).send();
  };

  return { sendContactMessage };
}
