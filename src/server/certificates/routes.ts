import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import { requestedLocale } from '../core/requested-locale';
import { lifecycleRunner } from '../lifecycle/act';
import { certificateFacts, publicCertificatePage, verifyUrl } from './certificate';
import { applyCertificateChange } from './certificate-change';
import { renderCertificatePdf } from './certificate-pdf';
import { visibleApplication } from '../applications/visible';
import type { Handler } from '../core/handler';
import { sendPdf } from '../core/pdf-reply';

/** Codes are 64 hex digits; anything else is simply not found (never a hint of the format). */
export const CODE = /^[0-9a-f]{64}$/;

/** The certificate in the world: its PDF, its public verification, and staff's changes to its status. */
export function certificateHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const { run } = lifecycleRunner(ctx);

  const getCertificatePdf: Handler<'getCertificatePdf'> = async (request, reply) => {
    const app = await visibleApplication(db, request.params.id, signedIn(request));
    const cert = await certificateFacts(db, { applicationId: app.id });
    if (!cert) throw new ApiError(404, 'certificates.errors.none', 'This application has no certificate');
    const locale = requestedLocale(request.query?.locale);
    const pdf = await renderCertificatePdf(cert, locale, verifyUrl(ctx.config.publicUrl, cert.code), ctx.config.body);
    return sendPdf(reply, `certificate-${cert.number}-${locale}.pdf`, pdf);
  };

  const verifyCertificate: Handler<'verifyCertificate'> = async (request, reply) => {
    const { code } = request.params;
    const page = CODE.test(code) ? await publicCertificatePage(db, code, ctx.config.body) : undefined;
    if (!page) throw new ApiError(404, 'certificates.errors.notFound', 'No certificate has this code');
    // the status is live: a suspension must show at once, so nobody may keep an old answer
    reply.header('cache-control', 'no-store');
    return page;
  };

  const changeCertificateStatus: Handler<'changeCertificateStatus'> = async (request) => {
    const body = request.body;
    // the change itself is shared with a sanction's escalation (certificate-change.ts)
    return run(request, 'change_certificate', async ({ app, trx }) => {
      const details = await applyCertificateChange(trx, app.id, body);
      // the notice says what changed, from when (and until when), and that the reason is in the application
      const notice = { change: details.change, from: details.effective_from, until: details.until ?? 'none' };
      return { details, notice };
    });
  };

  return { getCertificatePdf, verifyCertificate, changeCertificateStatus };
}
