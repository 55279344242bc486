import type { WidgetProps } from '@rjsf/utils';
import { ChoiceList, enumChoices } from './choice-list';

/** One answer out of a few, as native radio buttons under the question and its help text. */
export function RadioWidget(props: WidgetProps) {
  const enumOptions = props.options.enumOptions ?? [];
  const pick = (index: number) => props.onChange(enumOptions[index]?.value);
  return <ChoiceList props={props} type="radio" current={props.value} choices={enumChoices(props, props.value)} onPick={pick} />;
}
