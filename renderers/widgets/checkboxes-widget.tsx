import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, optionId, type WidgetProps } from '@rjsf/utils';
import { Choice, ChoiceGroup } from './choice-group';

/** Several answers out of a list, as native checkboxes under the question and its help text. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, disabled, readonly, options, onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(props.value) ? props.value : [];
  return (
    <ChoiceGroup props={props} role="group">
      {enumOptions.map((option, index) => (
        <Choice
          key={String(option.value)}
          type="checkbox"
          id={optionId(id, index)}
          name={id}
          checked={enumOptionsIsSelected(option.value, selected)}
          disabled={disabled || readonly || options.enumDisabled?.includes(option.value)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? enumOptionsSelectValue(index, selected, enumOptions)
                : enumOptionsDeselectValue(index, selected, enumOptions),
            )
          }
          onBlur={() => onBlur(id, selected)}
          onFocus={() => onFocus(id, selected)}
        >
          {option.label}
        </Choice>
      ))}
    </ChoiceGroup>
  );
}
