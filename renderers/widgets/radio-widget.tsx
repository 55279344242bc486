import { enumOptionsIsSelected, optionId, type WidgetProps } from '@rjsf/utils';
import { Choice, ChoiceGroup } from './choice-group';

/** One answer out of a few, as native radio buttons under the question and its help text. */
export function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, options, onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  return (
    <ChoiceGroup props={props} role="radiogroup">
      {enumOptions.map((option, index) => (
        <Choice
          key={String(option.value)}
          type="radio"
          id={optionId(id, index)}
          name={id}
          checked={enumOptionsIsSelected(option.value, value)}
          disabled={disabled || readonly || options.enumDisabled?.includes(option.value)}
          onChange={() => onChange(option.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        >
          {option.label}
        </Choice>
      ))}
    </ChoiceGroup>
  );
}
