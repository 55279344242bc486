import type { IntlShape } from '@formatjs/intl';
import type { WizardAnswers, WizardManifest, WizardStep } from '../../../engine/wizard.ts';
import type { FormCatalog } from '../../../engine/schema-catalog.ts';
import { translate } from '../../core/i18n/catalogue.ts';
import type { ApplicationRow } from '../store.ts';
import { summaryLines } from './summary-lines.ts';
import { applicationReference } from '../reference.ts';
import { operatorActing, operatorOfRow } from '../../accounts/display-name.ts';
import type { PrintableApplication } from './render-pdf.ts';

/** What the PDF of an application says, in the reader's language. */
export function printableApplication(
  row: ApplicationRow,
  manifest: WizardManifest,
  steps: readonly WizardStep[],
  forms: FormCatalog,
  intl: IntlShape,
): PrintableApplication {
  const t = (id: string, values?: Record<string, string | number>) => translate(intl, id, values);
  const formatDate = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const answers = row.answers as WizardAnswers;
  const sections = steps.flatMap((step) => {
    const form = forms.get(step.form);
    if (!form) return [];
    const title = t(step.title ?? String(form.schema.title ?? step.form));
    return [{ title, lines: summaryLines(form.schema, form.uiSchema, answers[step.id], { t, formatDate, locale: intl.locale }) }];
  });
  const person = row.customer_name ?? String(row.owner_id);
  const applicant = operatorOfRow({ ...row, customer_name: person });
  // the operator is who applies: the company with its tax number (in its name), its person as
  // the contact; a farmer by name, with their own tax number
  const operator: [string, string][] = [
    [t('applications.pdf.operator'), applicant.name],
    ...(!applicant.person && row.customer_identification ? [[t('applications.pdf.taxNumber'), row.customer_identification] as [string, string]] : []),
    ...(applicant.person ? [[t('applications.pdf.contactPerson'), person] as [string, string]] : []),
  ];
  const facts: [string, string][] = [
    ...operator,
    // a draft is printed to be signed: its status would only say "draft" on the signed copy
    ...(row.status === 'draft' ? [] : [[t('applications.pdf.status'), t(`applications.status.${row.status}`)] as [string, string]]),
    [t('applications.pdf.reference'), applicationReference(row)],
  ];
  if (row.year) facts.splice(operator.length, 0, [t('applications.pdf.year'), String(row.year)]);
  return {
    title: t(manifest.title),
    facts,
    sections,
    signature: {
      intro: t('applications.pdf.signatureIntro'),
      // who signs, for whom: the company with its person and their position, or the farmer
      signer: t('applications.pdf.signer', { operator: operatorActing(intl, applicant) }),
      place: t('applications.pdf.place'),
      date: t('applications.pdf.date'),
      signature: t('applications.pdf.signature'),
    },
    footer: `${t('app.name')} · ${intl.formatDate(new Date(), { dateStyle: 'medium' })}`,
  };
}
