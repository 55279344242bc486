import type { ReactNode } from 'react';
import { enumOptionsIsSelected, optionId, type WidgetProps } from '@rjsf/utils';
import { Choice, ChoiceGroup } from './choice-group';

export interface ChoiceItem {
  id: string;
  label: ReactNode;
  checked: boolean;
  /** This one choice is not offered (`ui:enumDisabled`). */
  disabled?: boolean;
}

export interface ChoiceListProps {
  props: WidgetProps;
  type: 'radio' | 'checkbox';
  choices: ChoiceItem[];
  /** The answer as the form holds it, reported on focus and blur. */
  current: unknown;
  onPick: (index: number, checked: boolean) => void;
}

/** The schema's options as choices, ticked where `selected` (one value, or a list of them) holds them. */
export function enumChoices(props: WidgetProps, selected: unknown): ChoiceItem[] {
  const { id, options } = props;
  return (options.enumOptions ?? []).map((option, index) => ({
    id: optionId(id, index),
    label: option.label,
    checked: enumOptionsIsSelected(option.value, selected as WidgetProps['value']),
    disabled: options.enumDisabled?.includes(option.value),
  }));
}

/**
 * A question answered by ticking one (radio) or several (checkbox) of its choices: each a
 * native input of the same name, all off while the question is disabled or read-only.
 */
export function ChoiceList({ props, type, choices, current, onPick }: ChoiceListProps) {
  const { id, disabled, readonly, onBlur, onFocus } = props;
  return (
    <ChoiceGroup props={props} role={type === 'radio' ? 'radiogroup' : 'group'}>
      {choices.map((choice, index) => (
        <Choice
          key={choice.id}
          type={type}
          id={choice.id}
          name={id}
          checked={choice.checked}
          disabled={disabled || readonly || choice.disabled}
          onChange={(event) => onPick(index, event.target.checked)}
          onBlur={() => onBlur(id, current)}
          onFocus={() => onFocus(id, current)}
        >
          {choice.label}
        </Choice>
      ))}
    </ChoiceGroup>
  );
}
