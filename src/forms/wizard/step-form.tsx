import { Button, HStack } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormDefinition } from '../validators';
import { LoadingSpinner } from '../loading-spinner';
import { SchemaForm } from '../schema-form';
import type { ValidationIssue } from '../../validation/types';
import { withCountry } from '../with-country';
import { BusyButton } from '../busy-button';
import type { DraftPlace } from '../form-context';

interface StepFormProps {
  formId: string;
  formData: unknown;
  onChange: (data: unknown) => void;
  /** Called with the step's answers once they pass the form. */
  onContinue: () => void;
  onBack?: () => void;
  continueLabelId?: string;
  busy?: boolean;
  /** The continue button sends to the server (the submission): disabled offline, saying why. */
  onlineOnly?: boolean;
  /** Shown between the form and its buttons (e.g. a download on the last step). */
  children?: ReactNode;
  /**
   * Rules beyond Ajv's (across tables or steps, declared in the form's schema, given here), run once the form passes: their
   * issues are shown at the fields and the step is not left.
   */
  checkAnswers?: (data: unknown, schema: object) => ValidationIssue[];
  /** The applicant's country: addresses in the answers choose among its regions. */
  countryId: number;
  /** Every shown step's answers: lists fed by another step's answers read them (form-context.ts). */
  answers?: () => Readonly<Record<string, unknown>>;
  /** The draft and step these answers are kept as (files attached offline join it: form-context.ts). */
  draft?: DraftPlace;
}

/** One wizard step: its form, Back, and Continue (which validates the step first). */
export function StepForm(props: StepFormProps) {
  const { formId, formData, onChange, onContinue, onBack, continueLabelId, busy, onlineOnly, children, checkAnswers, countryId } = props;
  const [ruleIssues, setRuleIssues] = useState<ValidationIssue[]>();
  // the open step's came before the screen (its route loader); another step's is usually here
  // by the time it is opened (the wizard fetches them once it shows), else it is fetched now
  const entry = useFormDefinition(formId);
  const uiSchema = useMemo(() => (entry ? withCountry(entry.uiSchema as UiSchema, countryId) : undefined), [entry, countryId]);
  if (!entry || !uiSchema) return <LoadingSpinner />;
  return (
    <SchemaForm<unknown>
      formId={formId}
      schema={entry.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData ?? {}}
      onChange={onChange}
      onSubmit={(data) => {
        const issues = checkAnswers?.(data, entry.schema as object) ?? [];
        setRuleIssues(issues);
        if (!issues.length) onContinue();
      }}
      // a step refused for its own errors is checked against the other steps too: both show
      // together, as the server lists them at submission
      onRefused={(data) => setRuleIssues(checkAnswers?.(data, entry.schema as object) ?? [])}
      serverIssues={ruleIssues}
      answers={props.answers}
      draft={props.draft}
    >
      {children}
      <HStack mt={6} gap={3} justify="space-between" wrap="wrap">
        {onBack ? (
          <Button type="button" variant="outline" whiteSpace="normal" height="auto" minHeight="10" maxWidth="full" py={2} onClick={onBack}>
            <FormattedMessage id="applications.wizard.back" />
          </Button>
        ) : (
          <span />
        )}
        <BusyButton type="submit" colorPalette="green" busy={busy} onlineOnly={onlineOnly} whiteSpace="normal" height="auto" minHeight="10" maxWidth="full" py={2}>
          <FormattedMessage id={continueLabelId ?? 'applications.wizard.continue'} />
        </BusyButton>
      </HStack>
    </SchemaForm>
  );
}
