import type { IntlShape } from '@formatjs/intl';
import { translate } from '../../core/i18n/catalogue.ts';
import type { ServerConfig } from '../../core/config.ts';
import { divisionNames, placesOnce } from '../../reference-data/division-names.ts';
import { a4Document } from './render-pdf.ts';
import { labelled } from '../../../engine/label-colon.ts';

type Json = Record<string, unknown>;

/** A blank to fill in by hand where the profile has no answer (a bank, an IBAN). */
const BLANK = '________________________________';

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The address of a profile as one line: street and number, postcode, then the places from the community up. */
function addressLine(address: unknown, locale: string): string {
  const a = (address ?? {}) as Json;
  const division = (a.division ?? {}) as Json;
  const ids = ['region', 'prefecture', 'municipal_unit', 'local_community'].map((k) => textOf(division[k])).filter(Boolean);
  const street = [textOf(a.street), textOf(a.street_number)].filter(Boolean).join(' ');
  const places = placesOnce(divisionNames(ids, locale).reverse());
  return [street, [textOf(a.postal_code), places[0]].filter(Boolean).join(' '), ...places.slice(1)].filter(Boolean).join(', ');
}

export interface StandingOrderFacts {
  /** The customer's stored profile (`users.profile`). */
  profile: Json;
  reference: string;
  body: ServerConfig['body'];
}

interface Section {
  title: string;
  rows: [string, string][];
}

/**
 * What the standing order says, in the reader's language: who pays (the operator from the
 * profile: the company with its tax number, its contact person), from which account (the
 * profile's bank and IBAN, or blanks to fill in), to whom (the body), for what, and where to sign.
 */
export function printableStandingOrder(facts: StandingOrderFacts, intl: IntlShape) {
  const t = (id: string, values?: Record<string, string>) => translate(intl, id, values);
  const details = (facts.profile.user_details ?? {}) as Json;
  const accounting = (facts.profile.accounting_details ?? {}) as Json;
  const person = [textOf(details.first_name), textOf(details.last_name)].filter(Boolean).join(' ');
  const company = textOf(details.company_name);
  const accountingAddress = addressLine(accounting.address, intl.locale);
  const address = accountingAddress || addressLine(details.address, intl.locale);
  const taxOffice = textOf(accounting.tax_office) || textOf(details.tax_office);
  const row = (label: string, value: string): [string, string][] => (value ? [[label, value]] : []);
  const payer: Section = {
    title: t('applications.standingOrder.payer'),
    rows: [
      [t('applications.pdf.operator'), company || person || BLANK],
      [t('applications.pdf.taxNumber'), textOf(details.identification) || BLANK],
      ...row(t('accounts.fields.taxOffice'), taxOffice),
      [t('applications.standingOrder.address'), address || BLANK],
      ...row(t('applications.pdf.contactPerson'), company ? person : ''),
      ...row(t('certificates.bodyDetails.phone'), textOf(details.phone)),
      ...row(t('certificates.bodyDetails.email'), textOf(details.email)),
    ],
  };
  const account: Section = {
    title: t('applications.standingOrder.account'),
    rows: [
      [t('accounts.fields.bank'), textOf(accounting.bank) || BLANK],
      [t('accounts.fields.iban'), textOf(accounting.iban).replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ') || BLANK],
    ],
  };
  const beneficiary: Section = {
    title: t('applications.standingOrder.beneficiary'),
    rows: [
      [t('certificates.bodyDetails.title'), t('certificates.body')],
      [t('certificates.bodyDetails.code'), facts.body.code],
      ...row(t('applications.standingOrder.address'), facts.body.address.join(', ')),
      [t('certificates.bodyDetails.email'), facts.body.email],
      ...row(t('certificates.bodyDetails.phone'), facts.body.phone ?? ''),
    ],
  };
  return {
    title: t('applications.standingOrder.title'),
    intro: t('applications.standingOrder.intro'),
    sections: [payer, account, beneficiary],
    purpose: [t('applications.standingOrder.purpose'), t('applications.standingOrder.purposeText', { reference: facts.reference })] as [string, string],
    revocation: t('applications.standingOrder.revocation'),
    signature: { place: t('applications.pdf.place'), date: t('applications.pdf.date'), signature: t('applications.standingOrder.signature') },
    howTo: t('applications.standingOrder.howTo'),
    footer: `${t('app.name')} · ${intl.formatDate(new Date(), { dateStyle: 'medium' })}`,
  };
}

export type PrintableStandingOrder = ReturnType<typeof printableStandingOrder>;

/** One A4 page in the application PDF's fonts and type sizes, to print, sign, take to the bank and upload. */
export async function renderStandingOrderPdf(order: PrintableStandingOrder): Promise<Buffer> {
  const { doc, done } = await a4Document(order.title);
  doc.font('bold').fontSize(16).text(order.title);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).text(order.intro);
  for (const section of order.sections) {
    doc.moveDown(1);
    doc.font('bold').fontSize(13).text(section.title);
    doc.moveDown(0.3);
    for (const [label, value] of section.rows) doc.font('bold').fontSize(10).text(labelled(label), { continued: true }).font('regular').text(value);
  }
  doc.moveDown(1);
  doc.font('bold').fontSize(10).text(`${order.purpose[0]}: `, { continued: true }).font('regular').text(order.purpose[1]);
  doc.moveDown(1);
  doc.font('regular').fontSize(10).text(order.revocation);
  doc.moveDown(1.5);
  doc.text(`${order.signature.place}: ______________________    ${order.signature.date}: ______________`);
  doc.moveDown(2);
  doc.text(`${order.signature.signature}:`);
  doc.moveDown(2);
  doc.text('______________________________');
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#444444').text(order.howTo);
  // the footer sits in the bottom margin; without this pdfkit would start a new page
  doc.page.margins.bottom = 0;
  doc.fillColor('black').fontSize(8).text(order.footer, 50, doc.page.height - 40, { lineBreak: false });
  doc.end();
  return done;
}
