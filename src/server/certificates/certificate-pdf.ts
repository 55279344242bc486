import QRCode from 'qrcode';
import { a4Document } from '../applications/pdf/render-pdf';
import type { ServerLocale } from '../core/i18n/catalogue';
import { createServerIntl, translate } from '../core/i18n/catalogue';
import type { PublicCertificate } from './certificate';
import { todayIso } from '../core/dates';
import { labelled } from '../../engine/label-colon.ts';

const intlOf = createServerIntl();

/**
 * The certificate as a one-page A4 PDF in `locale`, drawn from the record at the time of the
 * call (so a reissue shows the current truth), with a QR code of its public page. The QR is
 * large with a quiet zone so a phone, or a test decoding the rendered page, reads it at once.
 */
export async function renderCertificatePdf(
  cert: PublicCertificate & { street: string | null },
  locale: ServerLocale,
  verifyAddress: string,
  body: { code: string },
): Promise<Buffer> {
  const intl = intlOf(locale);
  const t = (id: string, values?: Record<string, string | number>) => translate(intl, id, values);
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const qr = await QRCode.toBuffer(verifyAddress, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });

  const { doc, done } = await a4Document(`${t('certificates.pdf.title')} ${cert.number}`);

  doc.font('regular').fontSize(11).text(t('certificates.body'));
  doc.fontSize(9).text(`${t('certificates.bodyDetails.code')}: ${body.code}`);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(20).text(t('certificates.pdf.title'));
  doc.font('regular').fontSize(12).text(t(`certificates.standard.${cert.standard}`));
  doc.moveDown(1);
  const fact = (label: string, value: string) => doc.font('bold').fontSize(11).text(labelled(label), 50, undefined, { continued: true }).font('regular').text(value);
  fact(t('certificates.field.number'), cert.number);
  if (cert.traces_number) fact(t('certificates.field.traces'), cert.traces_number);
  if (cert.ggn) fact(t('certificates.field.ggn'), cert.ggn);
  fact(t('certificates.field.holder'), cert.holder);
  if (cert.street) fact(t('certificates.field.address'), cert.street);
  if (cert.address) fact(t('certificates.field.place'), cert.address);
  fact(t('certificates.field.scope'), cert.scope);
  fact(t('certificates.field.issued'), day(cert.issued_at.slice(0, 10)));
  fact(t('certificates.field.validity'), t('certificates.validity', { from: day(cert.valid_from), to: day(cert.valid_to) }));
  fact(t('certificates.field.status'), t(`certificates.status.${cert.status}`));
  if (cert.suspended_items.length) fact(t('certificates.field.suspendedItems'), cert.suspended_items.join(', '));
  if (cert.items.length) {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(11).text(t('certificates.field.items'));
    for (const item of cert.items) doc.font('regular').fontSize(11).text(`• ${item}`, 60);
  }
  doc.moveDown(1.5);
  const qrTop = Math.min(doc.y, doc.page.height - 50 - 170 - 60);
  doc.image(qr, 50, qrTop, { width: 170 });
  doc.font('regular').fontSize(10).text(t('certificates.pdf.scan'), 240, qrTop + 20, { width: 300 });
  doc.fontSize(8).text(verifyAddress, 240, undefined, { width: 300 });
  doc.fontSize(8).text(t('certificates.pdf.generated', { date: day(todayIso()) }), 50, doc.page.height - 70, { lineBreak: false });
  doc.end();
  return done;
}
