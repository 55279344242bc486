import type { WidgetProps } from '@rjsf/utils';
import { SelectWidget } from './select-widget';

interface OptionListOptions {
  /** What this use offers (the active inspectors): each value as it is written into the answer, with its label. */
  choices?: { value: string | number; label: string }[];
}

/**
 * A choice among options the screen hands over at run time (`ui:options.choices`), not ones the
 * schema lists: people, whose list only the server knows. A value the choices lack (a plan whose
 * inspector left) still shows, as itself, so nothing is changed by merely opening the form.
 */
export function OptionListWidget(props: WidgetProps) {
  const choices = (props.options as OptionListOptions).choices ?? [];
  const known = choices.some((choice) => choice.value === props.value);
  const enumOptions = [
    ...choices.map((choice) => ({ value: choice.value, label: choice.label })),
    ...(props.value !== undefined && props.value !== null && !known ? [{ value: props.value as string | number, label: String(props.value) }] : []),
  ];
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
