import type { AppContext } from '../context';
import { notFound } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import { schemaCatalogOf } from '../../engine/schema-folder';
import { printableApplication } from './pdf/printable';
import { applicationReference } from './reference';
import { renderApplicationPdf } from './pdf/render-pdf';
import { wizardRegistryOf } from './wizards';
import { createServerIntl } from '../core/i18n/catalogue';
import { isLocale } from '../../engine/locales.ts';
import { applicationsRepository } from './store';
import type { Handler } from '../core/handler';
import { sendPdf } from '../core/pdf-reply';

/** The application filled in as a PDF, to print, sign and upload with the submission. */
export function applicationPdfHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const applications = applicationsRepository(db);
  const schemasDir = (ctx.config as { schemasDir?: string }).schemasDir;
  const wizards = wizardRegistryOf(schemasDir);
  const intlFor = createServerIntl();

  const getApplicationPdf: Handler<'getApplicationPdf'> = async (request, reply) => {
    const app = await applications.findVisible(request.params.id, signedIn(request));
    if (!app) throw notFound();
    const wanted = request.query?.locale;
    const locale = isLocale(wanted) ? wanted : 'el';
    const wizard = wizards.load(app.wizard_id);
    const { forms } = schemaCatalogOf(schemasDir);
    const printable = printableApplication(app, wizard.manifest, wizard.visible(app.answers), forms, intlFor(locale));
    const pdf = await renderApplicationPdf(printable);
    return sendPdf(reply, `application-${applicationReference(app)}.pdf`, pdf);
  };

  return { getApplicationPdf };
}
