import type { AppContext } from '../context';
import type { FileRef } from '../core/db/lifecycle-types';
import type { Locale } from '../core/db/types';
import { createServerIntl, translate } from '../core/i18n/catalogue';
import { renderApplicationPdf } from '../applications/pdf/render-pdf';
import { storeGeneratedPdf } from '../files/generated-pdf';

const intlOf = createServerIntl();

export interface ContractFacts {
  /** The application's reference (applicationReference). */
  reference: string;
  family: string;
  customerName: string;
  locale: Locale;
  durationYears: number;
  startDate: string;
  /** The accepted offer's amount and fees, when there is one. */
  offer?: { amount: number; fees: number };
}

const CLAUSES = ['inspections', 'changes', 'marks', 'confidentiality', 'termination'] as const;

/** The last day of a contract of whole years from its first day (3 years from 2027-01-01 → 2029-12-31). */
export function contractEnd(startDate: string, years: number): string {
  const end = new Date(`${startDate}T12:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** The contract as a PDF in the customer's language, for them to sign and upload. */
export async function generateContractPdf(ctx: Pick<AppContext, 'database' | 'contentStore'>, staffId: number, contract: ContractFacts): Promise<FileRef> {
  const intl = intlOf(contract.locale);
  const t = (id: string, values?: Record<string, string | number>) => translate(intl, id, values);
  const date = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'EUR' });
  const standard = contract.family === 'bio' ? t('lifecycle.contractPdf.standardBio') : 'GLOBALG.A.P.';
  const pdf = await renderApplicationPdf({
    title: t('lifecycle.contractPdf.title'),
    facts: [
      [t('lifecycle.offerPdf.customer'), contract.customerName],
      [t('lifecycle.offerPdf.application'), contract.reference],
      [t('lifecycle.contractPdf.standard'), standard],
    ],
    sections: [
      {
        title: t('lifecycle.contractPdf.terms'),
        lines: [
          { depth: 0, label: t('staff.contract.durationYears'), value: String(contract.durationYears) },
          { depth: 0, label: t('staff.contract.startDate'), value: date(contract.startDate) },
          { depth: 0, label: t('lifecycle.contractPdf.endDate'), value: date(contractEnd(contract.startDate, contract.durationYears)) },
          ...(contract.offer
            ? [{ depth: 0, label: t('lifecycle.contractPdf.price'), value: money(contract.offer.amount + contract.offer.fees) }]
            : []),
        ],
      },
      {
        title: t('lifecycle.contractPdf.obligations'),
        lines: CLAUSES.map((clause, i) => ({ depth: 0, plain: true, label: `${i + 1}. ${t(`lifecycle.contractPdf.clause.${clause}`)}` })),
      },
    ],
    signature: { intro: t('lifecycle.contractPdf.sign'), place: t('applications.pdf.place'), date: t('applications.pdf.date'), signature: t('applications.pdf.signature') },
    footer: t('lifecycle.contractPdf.title'),
  });
  return storeGeneratedPdf(ctx, staffId, { type: 'contract', name: `contract-${contract.reference}-${contract.locale}.pdf`, pdf });
}
