import path from 'node:path';
import { Readable } from 'node:stream';
import type { AppContext } from '../context';
import type { FileRef } from '../db/lifecycle-types';
import type { Locale } from '../db/types';
import { contentStore } from '../files/content-store';
import { createServerIntl, translate } from '../i18n/catalogue';
import { renderApplicationPdf } from '../applications/pdf/render-pdf';
import { filesRepository } from '../repositories/files';

const intlOf = createServerIntl();

export interface OfferFacts {
  applicationId: string;
  family: string;
  customerName: string;
  locale: Locale;
  amount: number;
  fees: number;
  expiresOn: string;
  notes?: string;
}

/**
 * The offer as a PDF in the customer's language, stored like an upload (owned by the staff
 * member who sends it), so it downloads through the same signed links as every document.
 */
export async function generateOfferPdf(ctx: Pick<AppContext, 'database' | 'config'>, staffId: number, offer: OfferFacts): Promise<FileRef> {
  const intl = intlOf(offer.locale);
  const t = (id: string, values?: Record<string, string | number>) => translate(intl, id, values);
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'EUR' });
  const date = intl.formatDate(`${offer.expiresOn}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const pdf = await renderApplicationPdf({
    title: t('lifecycle.offerPdf.title'),
    facts: [
      [t('lifecycle.offerPdf.customer'), offer.customerName],
      [t('lifecycle.offerPdf.application'), `${offer.family === 'bio' ? 'BIO' : 'GLOBALG.A.P.'} · ${offer.applicationId.slice(0, 8)}`],
    ],
    sections: [
      {
        title: t('lifecycle.step.offer'),
        lines: [
          { depth: 0, label: t('lifecycle.offerPdf.amount'), value: money(offer.amount) },
          { depth: 0, label: t('lifecycle.offerPdf.fees'), value: money(offer.fees) },
          { depth: 0, label: t('lifecycle.offerPdf.total'), value: money(offer.amount + offer.fees) },
          ...(offer.notes ? [{ depth: 0, label: t('staff.offer.notes'), value: offer.notes }] : []),
          { depth: 0, label: t('lifecycle.offerPdf.validUntil', { date }) },
        ],
      },
    ],
    signature: { intro: t('lifecycle.offerPdf.sign'), place: t('applications.pdf.place'), date: t('applications.pdf.date'), signature: t('applications.pdf.signature') },
    footer: t('lifecycle.offerPdf.title'),
  });
  const store = contentStore(path.join(ctx.config.dataDir, 'files'));
  const staged = await store.receive(Readable.from([pdf]), pdf.length + 1);
  const name = `offer-${offer.applicationId.slice(0, 8)}-${offer.locale}.pdf`;
  const row = await filesRepository(ctx.database.db).create(
    { owner_id: staffId, document_type: 'offer', original_name: name, media_type: 'application/pdf', size: staged.size, sha256: staged.sha256 },
    () => store.commit(staged),
  );
  return { id: row.id, name, size: row.size, media_type: 'application/pdf' };
}
