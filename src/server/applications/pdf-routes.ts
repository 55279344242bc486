import type { AppContext } from '../context';
import { notFound } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import { printableApplication } from './pdf/printable';
import { applicationReference } from './reference';
import { renderApplicationPdf } from './pdf/render-pdf';
import { revisionPinning } from './revision-pin';
import { createServerIntl } from '../core/i18n/catalogue';
import { requestedLocale } from '../core/requested-locale';
import { applicationsRepository } from './store';
import type { Handler } from '../core/handler';
import { sendPdf } from '../core/pdf-reply';
import { printableStandingOrder, renderStandingOrderPdf } from './pdf/standing-order';

/** The application filled in as a PDF, and the standing order from its customer's profile: to print, sign and upload with the submission. */
export function applicationPdfHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const applications = applicationsRepository(db);
  const pinning = revisionPinning(ctx, applications);
  const intlFor = createServerIntl(ctx.config.localesDir);

  const getApplicationPdf: Handler<'getApplicationPdf'> = async (request, reply) => {
    const found = await applications.findVisible(request.params.id, signedIn(request));
    if (!found) throw notFound();
    const locale = requestedLocale(request.query?.locale);
    // printed with its own questionnaire: what a person signed reads the same after any change of schemas/
    const app = await pinning.onRevision(found);
    const revision = await pinning.revisionOf(app);
    const wizard = ctx.revisions.registryOf(revision);
    const { manifest, visible } = wizard.load(app.wizard_id);
    const printable = printableApplication(app, manifest, visible(app.answers), wizard.forms, ctx.revisions.intlOf(revision, locale));
    const pdf = await renderApplicationPdf(printable);
    return sendPdf(reply, `application-${applicationReference(app)}.pdf`, pdf);
  };

  /**
   * The bank standing order an organic application asks to be signed, filled in from the
   * customer's profile (operator, tax number, address, bank, IBAN) and the body's details. Who
   * sees the application may have it; a GLOBALG.A.P. application asks for none (404).
   */
  const getStandingOrderPdf: Handler<'getStandingOrderPdf'> = async (request, reply) => {
    const app = await applications.findVisible(request.params.id, signedIn(request));
    if (!app || app.family !== 'bio') throw notFound();
    const owner = await ctx.users.findById(app.owner_id);
    if (!owner) throw notFound();
    const locale = requestedLocale(request.query?.locale);
    const reference = applicationReference(app);
    const order = printableStandingOrder({ profile: owner.profile, reference, body: ctx.config.body }, intlFor(locale));
    return sendPdf(reply, `standing-order-${reference}.pdf`, await renderStandingOrderPdf(order));
  };

  return { getApplicationPdf, getStandingOrderPdf };
}
