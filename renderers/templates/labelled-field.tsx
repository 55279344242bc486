import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { labelValue, type RJSFSchema } from '@rjsf/utils';
import { shouldShowErrors } from '../../src/forms/form-context';
import { FieldDescription } from './field-description';

/** What a widget or the input template knows of its question (rjsf's WidgetProps and BaseInputTemplateProps both have it). */
export interface Question {
  id: string;
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  rawErrors?: string[];
  schema: RJSFSchema;
  options: Record<string, unknown>;
  registry: { formContext?: unknown };
}

/** Whether the question shows as wrong: it has messages and the form shows them now (after a try to go on, or once left). */
export const showsInvalid = (question: Question): boolean =>
  !!question.rawErrors?.length && shouldShowErrors(question.registry.formContext, question.id);

export interface LabelledFieldProps {
  question: Question;
  invalid: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** An id for the label, where something else is named by it. */
  labelId?: string;
  /** The input, and what goes under it (a length counter, the date in words). */
  children: ReactNode;
}

/**
 * A question with one input: its label tied to the input's own id (the Chakra theme's points
 * at another, so screen readers and axe found the input unlabelled), the required mark, and its
 * help texts between the label and the input.
 */
export function LabelledField({ question, invalid, disabled, readOnly, labelId, children }: LabelledFieldProps) {
  const { id, label, hideLabel, required, schema, options } = question;
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <Field.Root required={required} disabled={disabled} readOnly={readOnly} invalid={invalid} mb={1}>
      {shownLabel && (
        <Field.Label htmlFor={id} {...(labelId ? { id: labelId } : {})}>
          {shownLabel}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <FieldDescription id={id} schema={schema} options={options} />
      {children}
    </Field.Root>
  );
}
