import { Fieldset, HStack } from '@chakra-ui/react';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';

/** A yes/no question as two radio buttons; unanswered until one is chosen (no default "no"). */
export function YesNoWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const intl = useIntl();
  const choices = [
    { value: true, label: intl.formatMessage({ id: 'forms.yesNo.yes' }) },
    { value: false, label: intl.formatMessage({ id: 'forms.yesNo.no' }) },
  ];
  return (
    <Fieldset.Root invalid={!!rawErrors?.length} disabled={disabled || readonly}>
      <Fieldset.Legend id={`${id}__legend`}>
        {labelValue(label, hideLabel || !label)}
        {required ? ' *' : ''}
      </Fieldset.Legend>
      <HStack gap={6} role="radiogroup" aria-labelledby={`${id}__legend`} aria-describedby={ariaDescribedByIds(id)}>
        {choices.map((choice) => (
          <label key={String(choice.value)} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input
              type="radio"
              id={choice.value ? id : `${id}-no`}
              name={id}
              checked={value === choice.value}
              disabled={disabled || readonly}
              onChange={() => onChange(choice.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            {choice.label}
          </label>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}
