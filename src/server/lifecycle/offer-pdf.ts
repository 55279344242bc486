import type { AppContext } from '../context';
import type { FileRef } from '../core/db/lifecycle-types';
import type { Locale } from '../core/db/types';
import { createServerIntl, translate } from '../core/i18n/catalogue';
import { renderApplicationPdf } from '../applications/pdf/render-pdf';
import { storeGeneratedPdf } from '../files/generated-pdf';

const intlOf = createServerIntl();

export interface OfferFacts {
  /** The application's reference (applicationReference). */
  reference: string;
  family: string;
  customerName: string;
  locale: Locale;
  amount: number;
  fees: number;
  expiresOn: string;
  notes?: string;
}

/** The offer as a PDF in the customer's language, stored like an upload (`storeGeneratedPdf`). */
export async function generateOfferPdf(ctx: Pick<AppContext, 'database' | 'contentStore'>, staffId: number, offer: OfferFacts): Promise<FileRef> {
  const intl = intlOf(offer.locale);
  const t = (id: string, values?: Record<string, string | number>) => translate(intl, id, values);
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'EUR' });
  const date = intl.formatDate(`${offer.expiresOn}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const pdf = await renderApplicationPdf({
    title: t('lifecycle.offerPdf.title'),
    facts: [
      [t('lifecycle.offerPdf.customer'), offer.customerName],
      [t('lifecycle.offerPdf.application'), offer.reference],
    ],
    sections: [
      {
        title: t('lifecycle.step.offer'),
        lines: [
          { depth: 0, label: t('lifecycle.offerPdf.amount'), value: money(offer.amount) },
          { depth: 0, label: t('lifecycle.offerPdf.fees'), value: money(offer.fees) },
          { depth: 0, label: t('lifecycle.offerPdf.total'), value: money(offer.amount + offer.fees) },
          ...(offer.notes ? [{ depth: 0, label: t('staff.offer.notes'), value: offer.notes }] : []),
          { depth: 0, plain: true, label: t('lifecycle.offerPdf.validUntil', { date }) },
        ],
      },
    ],
    signature: { intro: t('lifecycle.offerPdf.sign'), place: t('applications.pdf.place'), date: t('applications.pdf.date'), signature: t('applications.pdf.signature') },
    footer: t('lifecycle.offerPdf.title'),
  });
  return storeGeneratedPdf(ctx, staffId, { type: 'offer', name: `offer-${offer.reference}-${offer.locale}.pdf`, pdf });
}
