import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { ChoiceList } from './choice-list';

const ANSWERS = [true, false] as const;

/** A yes/no question as two radio buttons; unanswered until one is chosen (no default "no"). */
export function YesNoWidget(props: WidgetProps) {
  const { id, value, onChange } = props;
  const intl = useIntl();
  return (
    <ChoiceList
      props={{ ...props, options: { ...props.options, inline: true } }}
      type="radio"
      current={value}
      choices={ANSWERS.map((answer) => ({
        id: answer ? id : `${id}-no`,
        label: intl.formatMessage({ id: answer ? 'forms.yesNo.yes' : 'forms.yesNo.no' }),
        checked: value === answer,
      }))}
      onPick={(index) => onChange(ANSWERS[index])}
    />
  );
}
