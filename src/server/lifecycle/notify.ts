import type { Action, LifecycleState, Party } from '../../lifecycle/index.ts';
import type { AppContext } from '../context';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { translate } from '../core/i18n/catalogue';
import { mailIntl } from '../notifications/mail-text';
import { consultantLinksOf } from '../customers/customer-side';
import { postNotification } from '../notifications/post';
import { staffConcerned, type StaffConcern } from '../accounts/staff-members';
import { mailRecipients } from '../accounts/mail-recipients';
import { familyPath } from './state';
import { applicationReference } from '../applications/reference';
import { operatorActing, type Operator } from '../accounts/display-name';


/** What a mail names: a lifecycle action, or the customer's (re)submission that starts it. */
type MailAction = Action | 'submit' | 'resubmit';

/** What a notice names besides the application (a deadline or day as `2026-12-20`, a count, an outcome). */
export type NoticeFacts = Record<string, string | number>;

/**
 * The steps whose notice says what happened and what its reader does next, by when
 * (`lifecycle.notice.<action>` to the customer side, `lifecycle.noticeStaff.<action>` to staff
 * when the customer side acted). The older `lifecycle.notify.<action>` words name the step
 * alone: they stay for the notices stored before (their rows have none of the new values).
 */
const CUSTOMER_NOTICES: ReadonlySet<MailAction> = new Set<MailAction>([
  'complete_review', 'request_completion', 'reject', 'send_offer', 'accept_offer', 'decline_offer', 'send_contract', 'sign_contract',
  'plan_inspection', 'submit_supporting_documents', 'record_results', 'respond_nc', 'review_nc', 'decide',
  // a certified operator's certificate and sanctions (sanctions/routes.ts, certificates/routes.ts give their facts)
  'change_certificate', 'impose_sanction', 'answer_sanction', 'lift_sanction', 'return_sanction', 'escalate_sanction',
]);
const STAFF_NOTICES: ReadonlySet<MailAction> = new Set<MailAction>([
  'submit', 'resubmit', 'accept_offer', 'decline_offer', 'sign_contract', 'submit_supporting_documents', 'respond_nc', 'answer_sanction',
]);
const customerNoticeId = (action: MailAction) => (CUSTOMER_NOTICES.has(action) ? `lifecycle.notice.${action}` : `lifecycle.notify.${action}`);
const staffNoticeId = (action: MailAction) => (STAFF_NOTICES.has(action) ? `lifecycle.noticeStaff.${action}` : `lifecycle.notify.${action}`);

/** A notice's values as a mail writes them: a day becomes a date in the reader's language (as the portal's notices do). */
const mailValues = (params: NoticeFacts): Record<string, string | number | Date> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : value]));

export interface LifecycleChange {
  app: { id: string; owner_id: number; family: string; number: number; created_at: Date | string; assigned_employee_id: number | null; consultant_id: number | null };
  customerName: string;
  action: Action;
  by: Party;
  to: LifecycleState | 'draft';
  /** Whom the offer goes to: then only they are mailed on the customer side. */
  offerRecipient?: 'customer' | 'consultant';
  /** Who acted: told by the screen, not by a notice or a mail of their own action. */
  actorId?: number;
  /** What the notices name besides the application (the step's `Outcome.notice`). */
  notice?: NoticeFacts;
}

/** What the customer side's actions concern on staff's side (the rest concern the file's review). */
const INSPECTION_ACTIONS: readonly MailAction[] = ['submit_supporting_documents', 'respond_nc'];
const concernOf = (action: MailAction): StaffConcern => (INSPECTION_ACTIONS.includes(action) ? 'inspection' : 'review');

/** Everyone but the person who acted. */
const others = (userIds: number[], actorId: number | undefined) => userIds.filter((id) => id !== actorId);

/**
 * Tells everyone concerned that an application moved: the customer side (customer, approved
 * consultants, employees on it) in the portal and by mail in each one's language; and, when
 * the customer side acted, the certification body's staff. Given the transaction of the
 * change (`within`), notices and mails are written in it: they exist only if the change does.
 */
export function lifecycleNotifier(ctx: Pick<AppContext, 'database' | 'mailer' | 'config'>, within?: Kysely<Database>) {
  const db = within ?? ctx.database.db;

  /** Mails each user in their own language what `compose` writes for them. */
  async function mailEach(userIds: number[], compose: (intl: ReturnType<typeof mailIntl>, name: string) => { subject: string; text: string }) {
    if (!userIds.length) return;
    for (const user of await mailRecipients(db, userIds)) {
      await ctx.mailer.send({ to: user.email, locale: user.locale, greet: user.name, ...compose(mailIntl(user.locale), user.name) }, { within });
    }
  }

  /** The mail of a notice: its subject names the step, its text is the notice itself (what happened, what to do next, by when). */
  async function mail(
    userIds: number[],
    values: { action: MailAction; to: LifecycleState | 'draft'; link: string; customer: string; reference: string; noticeId: string; params: NoticeFacts },
    staff: boolean,
  ) {
    await mailEach(userIds, (intl) => {
      const action = translate(intl, `lifecycle.action.${values.action}`);
      const subject = staff
        ? translate(intl, 'lifecycle.mail.staffSubject', { customer: values.customer, action, reference: values.reference })
        : translate(intl, 'lifecycle.mail.subject', { action, reference: values.reference });
      const notice = translate(intl, values.noticeId, mailValues(values.params));
      return { subject, text: translate(intl, 'lifecycle.mail.text', { notice, link: values.link }) };
    });
  }

  /** Who on the customer side is mailed about an offer: its recipient side (as when it was sent). */
  const offerMailed = (app: LifecycleChange['app'], consultants: number[], customerSide: number[], recipient?: 'customer' | 'consultant') =>
    recipient === 'consultant' && consultants.length ? consultants : recipient === 'customer' ? [app.owner_id] : customerSide;

  /** The customer, their approved consultants and the employees on the application or customer. */
  async function customerSideOf(app: LifecycleChange['app']) {
    const links = await consultantLinksOf(db, app.owner_id);
    const customerSide = [
      ...new Set(
        [app.owner_id, app.assigned_employee_id, ...links.flatMap((l) => [l.consultant_id, l.assigned_employee_id])].filter(
          (id): id is number => typeof id === 'number',
        ),
      ),
    ];
    return { links, customerSide };
  }

  async function notifyLifecycle(change: LifecycleChange): Promise<void> {
    const { app } = change;
    const { links, customerSide } = await customerSideOf(app);
    const route = `/applications/${familyPath(app.family)}/inner/${app.id}`;
    const params = { type: app.family, customer: change.customerName, reference: applicationReference(app), ...change.notice };
    const noticeId = customerNoticeId(change.action);
    await postNotification(db, others(customerSide, change.actorId), { messageId: noticeId, params, link: route });
    const values = { action: change.action, to: change.to, link: `${ctx.config.publicUrl}${route}`, customer: change.customerName, reference: applicationReference(app), noticeId, params };
    const mailed = offerMailed(app, links.map((l) => l.consultant_id), customerSide, change.offerRecipient);
    await mail(others(mailed, change.actorId), values, false);
    if (change.by === 'customer') await tellStaff(app, change.action, change.to, change.customerName, change.actorId, change.notice);
  };

  /**
   * The staff the action concerns (the assigned reviewer or the planned inspector, else every
   * active one with the duty: accounts/staff-members.ts), in the portal and by mail, with a link
   * to the workspace.
   */
  async function tellStaff(app: LifecycleChange['app'], action: MailAction, to: LifecycleState | 'draft', customer: string, actorId?: number, notice?: NoticeFacts) {
    const ids = others(await staffConcerned(db, app.id, concernOf(action)), actorId);
    const link = `/staff/applications/${app.id}`;
    const params = { type: app.family, customer, reference: applicationReference(app), ...notice };
    const noticeId = staffNoticeId(action);
    await postNotification(db, ids, { messageId: noticeId, params, link });
    await mail(ids, { action, to, link: `${ctx.config.publicUrl}${link}`, customer, reference: applicationReference(app), noticeId, params }, true);
  }

  /**
   * The receipt of a (re)submission: the customer side is told in the portal, and the person who
   * sent it and the customer by mail in their own language, with the reference, what happens
   * next and the way to the application and its PDF.
   */
  async function acknowledgeSubmission(app: LifecycleChange['app'], action: 'submit' | 'resubmit', operator: Operator, senderId: number) {
    const { customerSide } = await customerSideOf(app);
    const reference = applicationReference(app);
    const route = `/applications/${familyPath(app.family)}/inner/${app.id}`;
    await postNotification(db, customerSide, { messageId: `lifecycle.notify.${action}`, params: { type: app.family, customer: operator.name, reference }, link: route });
    const today = new Date().toISOString().slice(0, 10);
    await mailEach([...new Set([senderId, app.owner_id])], (intl, name) => {
      // the operator with the person acting for it, in the reader's language
      const values = { name, reference, type: app.family, customer: operatorActing(intl, operator), date: intl.formatDate(`${today}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }), link: `${ctx.config.publicUrl}${route}` };
      return { subject: translate(intl, 'lifecycle.mail.receivedSubject', values), text: translate(intl, 'lifecycle.mail.receivedText', values) };
    });
  }

  /**
   * An offer's last valid day passed without an answer (the daily job): the customer side and
   * the staff of the file's review are told in the portal, the offer's recipient side and those
   * staff by mail, each once.
   */
  async function notifyOfferExpired(app: LifecycleChange['app'], customerName: string, offer: { expires_on: string; recipient: 'customer' | 'consultant' }) {
    const { links, customerSide } = await customerSideOf(app);
    const reference = applicationReference(app);
    const params = { type: app.family, customer: customerName, reference };
    const route = `/applications/${familyPath(app.family)}/inner/${app.id}`;
    const staffRoute = `/staff/applications/${app.id}`;
    const day = (intl: ReturnType<typeof mailIntl>) => intl.formatDate(`${offer.expires_on}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
    await postNotification(db, customerSide, { messageId: 'lifecycle.notify.offer_expired', params, link: route });
    await mailEach(offerMailed(app, links.map((l) => l.consultant_id), customerSide, offer.recipient), (intl, name) => ({
      subject: translate(intl, 'lifecycle.mail.offerExpiredSubject', { reference }),
      text: translate(intl, 'lifecycle.mail.offerExpiredText', { name, reference, date: day(intl), link: `${ctx.config.publicUrl}${route}` }),
    }));
    const staff = await staffConcerned(db, app.id, 'review');
    await postNotification(db, staff, { messageId: 'lifecycle.notify.offer_expired', params, link: staffRoute });
    await mailEach(staff, (intl, name) => ({
      subject: translate(intl, 'lifecycle.mail.offerExpiredStaffSubject', { reference, customer: customerName }),
      text: translate(intl, 'lifecycle.mail.offerExpiredStaffText', { name, reference, customer: customerName, date: day(intl), link: `${ctx.config.publicUrl}${staffRoute}` }),
    }));
  }

  /**
   * A change of the certificate's status recorded ahead is in force from today (the daily job,
   * certificates/scheduled-notices.ts): the customer side is told in the portal and by mail in
   * each one's language, and the staff of the file's review in the portal, once.
   */
  async function notifyCertificateInForce(app: LifecycleChange['app'], customerName: string, change: { number: string; status: string; from: string; verifyPath: string }) {
    const { customerSide } = await customerSideOf(app);
    const reference = applicationReference(app);
    const params = { type: app.family, customer: customerName, reference, number: change.number };
    const route = `/applications/${familyPath(app.family)}/inner/${app.id}`;
    await postNotification(db, customerSide, { messageId: 'lifecycle.notify.certificate_in_force', params, link: route });
    await mailEach(customerSide, (intl) => {
      const values = {
        number: change.number,
        status: translate(intl, `certificates.status.${change.status}`),
        date: intl.formatDate(`${change.from}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
        link: `${ctx.config.publicUrl}${change.verifyPath}`,
      };
      return { subject: translate(intl, 'certificates.mail.inForceSubject', values), text: translate(intl, 'certificates.mail.inForceText', values) };
    });
    await postNotification(db, await staffConcerned(db, app.id, 'review'), { messageId: 'lifecycle.notify.certificate_in_force', params, link: `/staff/applications/${app.id}` });
  }

  /**
   * A note on the application tells the other side in the portal: staff's note the customer
   * side (less its writer), the customer side's note the staff of the file's review (as
   * `tellStaff`) and the rest of the customer side.
   */
  async function notifyNote(app: LifecycleChange['app'], customerName: string, by: Party, authorId: number) {
    const params = { type: app.family, customer: customerName, reference: applicationReference(app) };
    if (by === 'staff') {
      const { customerSide } = await customerSideOf(app);
      const route = `/applications/${familyPath(app.family)}/inner/${app.id}`;
      await postNotification(db, customerSide.filter((id) => id !== authorId), { messageId: 'notes.notify.fromStaff', params, link: route });
      return;
    }
    await postNotification(db, await staffConcerned(db, app.id, 'review'), { messageId: 'notes.notify.fromCustomer', params, link: `/staff/applications/${app.id}` });
    // the rest of the customer side hears of it too (a consultant's note, the customer)
    const { customerSide } = await customerSideOf(app);
    const route = `/applications/${familyPath(app.family)}/inner/${app.id}`;
    await postNotification(db, customerSide.filter((id) => id !== authorId), { messageId: 'notes.notify.fromCustomerSide', params, link: route });
  }

  return { notifyLifecycle, tellStaff, notifyNote, notifyOfferExpired, notifyCertificateInForce, acknowledgeSubmission, customerSideOf };
}
