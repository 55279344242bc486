import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { Choice, ChoiceGroup } from './choice-group';

/** A yes/no question as two radio buttons; unanswered until one is chosen (no default "no"). */
export function YesNoWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const intl = useIntl();
  const choices = [
    { value: true, label: intl.formatMessage({ id: 'forms.yesNo.yes' }) },
    { value: false, label: intl.formatMessage({ id: 'forms.yesNo.no' }) },
  ];
  return (
    <ChoiceGroup props={{ ...props, options: { ...props.options, inline: true } }} role="radiogroup">
      {choices.map((choice) => (
        <Choice
          key={String(choice.value)}
          type="radio"
          id={choice.value ? id : `${id}-no`}
          name={id}
          checked={value === choice.value}
          disabled={disabled || readonly}
          onChange={() => onChange(choice.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        >
          {choice.label}
        </Choice>
      ))}
    </ChoiceGroup>
  );
}
