import type { AppContext } from '../context';
import { signedIn } from '../accounts/viewer';
import type { Handler } from '../core/handler';
import { operatorActing, operatorOf } from '../accounts/display-name';
import { mailIntl, mailText } from '../notifications/mail-text';
import { contactStore } from './store';

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
      await contactStore.keep(trx, { userId: viewer.userId, subject, description });
      await ctx.mailer.send(
        {
          to: ctx.config.contactEmail,
          // the certification body reads it in its own language (the portal's first), in a
          // mailbox that is nobody's by name
          locale: 'el',
          greet: null,
          // the body answers the person, not the portal's no-reply address
          replyTo: sender.email,
          // who writes: the operator (a company with its tax number) and the person acting for it
          ...mailText('el', 'contact.mail.message', { subject, name: operatorActing(mailIntl('el'), operatorOf(sender)), username: sender.username, email: sender.email, description }),
        },
        { within: trx },
      );
    });
    return reply.code(201).send();
  };

  return { sendContactMessage };
}
