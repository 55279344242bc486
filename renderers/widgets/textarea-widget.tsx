import { Field, Textarea } from '@chakra-ui/react';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { shouldShowErrors } from '../../src/forms/form-context';
import { FieldDescription } from '../templates/field-description';
import { LengthCounter } from '../templates/length-counter';

/**
 * Multi-line text. Replaces the Chakra theme's textarea, whose label points at an id of its
 * own instead of the field's (screen readers and axe found it unlabelled).
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, options, schema, onChange, onBlur, onFocus, rawErrors } = props;
  const invalid = !!rawErrors?.length && shouldShowErrors(props.registry.formContext, id);
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <Field.Root required={required} disabled={disabled} readOnly={readonly} invalid={invalid} mb={1}>
      {shownLabel && (
        <Field.Label htmlFor={id}>
          {shownLabel}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <FieldDescription id={id} schema={schema} options={options} />
      <Textarea
        id={id}
        name={id}
        value={(value as string | undefined) ?? ''}
        placeholder={placeholder}
        autoFocus={autofocus}
        rows={options.rows as number | undefined}
        maxLength={schema.maxLength}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${ariaDescribedByIds(id)}${schema.maxLength ? ` ${id}__count` : ''}`}
      />
      <LengthCounter id={id} value={value} max={schema.maxLength} always />
    </Field.Root>
  );
}
