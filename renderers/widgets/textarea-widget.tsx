import { Field, Textarea } from '@chakra-ui/react';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { shouldShowErrors } from '../../src/forms/form-context';

/**
 * Multi-line answers. The theme's own textarea gave the label and the control different ids,
 * so screen readers announced an unnamed field; here the label points at the control.
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, placeholder, options, onChange, onBlur, onFocus, rawErrors } = props;
  const invalid = !!rawErrors?.length && shouldShowErrors(props.registry.formContext, id);
  const shownLabel = labelValue(label, hideLabel || !label);
  const emptyValue = options.emptyValue as string | undefined;
  return (
    <Field.Root required={required} disabled={disabled} readOnly={readonly} invalid={invalid} mb={1}>
      {shownLabel && (
        <Field.Label htmlFor={id}>
          {shownLabel}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <Textarea
        id={id}
        name={htmlName || id}
        value={value ?? ''}
        placeholder={placeholder}
        rows={options.rows as number | undefined}
        readOnly={readonly}
        onChange={(event) => onChange(event.target.value === '' ? emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </Field.Root>
  );
}
