import { Field, Input, Text } from '@chakra-ui/react';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { shouldShowErrors } from '../../src/forms/form-context';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date kept as ISO `YYYY-MM-DD`. The browser's date input follows the browser's
 * language, so the chosen date is also written out in the portal's language beside it.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, schema } = props;
  const intl = useIntl();
  const invalid = !!rawErrors?.length && shouldShowErrors(props.registry.formContext, id);
  const spelled =
    typeof value === 'string' && ISO_DATE.test(value)
      ? intl.formatDate(new Date(`${value}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
      : null;
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <Field.Root required={required} disabled={disabled || readonly} readOnly={readonly} invalid={invalid} mb={1}>
      {shownLabel && (
        <Field.Label htmlFor={id}>
          {shownLabel}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <Input
        id={id}
        type="date"
        value={typeof value === 'string' ? value : ''}
        min={typeof schema.formatMinimum === 'string' ? schema.formatMinimum : undefined}
        max={typeof schema.formatMaximum === 'string' ? schema.formatMaximum : undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        maxW="xs"
      />
      {spelled && (
        <Text fontSize="sm" color="gray.600" data-testid={`${id}-spelled`}>
          {spelled}
        </Text>
      )}
    </Field.Root>
  );
}
