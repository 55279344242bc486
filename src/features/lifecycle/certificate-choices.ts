import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { NUMBER_ANSWER, type SummaryValue } from '../../engine/answer-summary';
import { certificateItemParts, holderNumberOf, type FormOf } from '../../engine/certificate-items';
import type { WizardAnswers, WizardManifest, WizardStep } from '../../engine/wizard';
import { knownFormDefinition } from '../../forms/validators';
import { visibleWizardSteps } from '../../forms/wizard-catalog';

/** What the decision offers from the application itself: its products and units, and its GGN. */
export interface CertificateChoices {
  /** The products and units the answers name, in the reader's language, each once. */
  items: string[];
  /** The GGN the applicant gave (GLOBALG.A.P.), to confirm. */
  holderNumber?: string;
  /** Which number the certificate carries: the TRACES number of an organic one, a GGN otherwise. */
  standard: 'bio' | 'globalgap';
}

function wordsOf(value: SummaryValue, intl: IntlShape): string {
  switch (value.kind) {
    case 'message':
      return intl.formatMessage({ id: value.id });
    case 'date':
      return intl.formatDate(new Date(`${value.iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
    case 'list':
      return value.values.map((v) => wordsOf(v, intl)).join(', ');
    case 'file':
      return value.name;
    case 'number':
      return intl.formatNumber(value.value, NUMBER_ANSWER);
    case 'division':
      return '';
    default:
      return value.text;
  }
}

/**
 * The certificate's choices of one application, read where its wizard's manifest says. `own`:
 * the steps and forms of the revision the application is frozen on (docs/revisions.md), so
 * that a question renamed since still names its products; today's when omitted.
 */
export function useCertificateChoices(
  manifest: WizardManifest | undefined,
  answers: WizardAnswers,
  standard: 'bio' | 'globalgap',
  own?: { steps: WizardStep[]; formOf: FormOf },
): CertificateChoices | undefined {
  const intl = useIntl();
  return useMemo(() => {
    if (!manifest) return undefined;
    const steps = own?.steps ?? visibleWizardSteps(manifest, answers);
    const formOf: FormOf = own?.formOf ?? ((id: string) => knownFormDefinition(id) as ReturnType<FormOf>);
    const labels = certificateItemParts(manifest, steps, answers, formOf).map((parts) =>
      parts
        .map((part) => wordsOf(part, intl).trim())
        .filter(Boolean)
        .join(' – '),
    );
    return { items: [...new Set(labels.filter(Boolean))], holderNumber: holderNumberOf(manifest, steps, answers), standard };
  }, [manifest, answers, standard, intl, own]);
}
