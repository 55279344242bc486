import { enumOptionsDeselectValue, enumOptionsSelectValue, type WidgetProps } from '@rjsf/utils';
import { ChoiceList, enumChoices } from './choice-list';

/** Several answers out of a list, as native checkboxes under the question and its help text. */
export function CheckboxesWidget(props: WidgetProps) {
  const enumOptions = props.options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(props.value) ? props.value : [];
  const pick = (index: number, checked: boolean) =>
    props.onChange(checked ? enumOptionsSelectValue(index, selected, enumOptions) : enumOptionsDeselectValue(index, selected, enumOptions));
  return <ChoiceList props={props} type="checkbox" current={selected} choices={enumChoices(props, selected)} onPick={pick} />;
}
