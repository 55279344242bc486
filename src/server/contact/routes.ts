import type { AppContext } from '../context';
import { signedIn } from '../accounts/viewer';
import type { Handler } from '../core/handler';

/** The contact form (contract: /contact): kept in the database, then mailed to the certification body. */
export function contactHandlers(ctx: AppContext) {
  const { db } = ctx.database;

  const sendContactMessage: Handler<'sendContactMessage'> = async (request, reply) => {
    const viewer = signedIn(request);
    const subject = request.body.subject.trim();
    const description = request.body.description.trim();
    const sender = viewer.account;
    // Stored and queued together: a mail server that is down must not lose what the person
    // wrote, and the mail goes out (once) when it is back.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('contact_messages').values({ user_id: viewer.userId, subject, description }).execute();
      await ctx.mailer.send(
        { to: ctx.config.contactEmail, subject: `[portal] ${subject}`, text: `From: ${sender.username} <${sender.email}>\n\n${description}` },
        { within: trx },
      );
    });
    return reply.code(201).send();
  };

  return { sendContactMessage };
}
