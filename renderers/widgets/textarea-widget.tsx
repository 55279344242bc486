import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../templates/described-by';
import { LabelledField, showsInvalid } from '../templates/labelled-field';
import { LengthCounter } from '../templates/length-counter';
import { usePoliteAutofocus } from '../templates/polite-autofocus';

/**
 * Multi-line text. Replaces the Chakra theme's textarea, whose label points at an id of its
 * own instead of the field's (screen readers and axe found it unlabelled).
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, options, schema, onChange, onBlur, onFocus } = props;
  const invalid = showsInvalid(props);
  const autofocusRef = usePoliteAutofocus(autofocus);
  return (
    <LabelledField question={props} invalid={invalid} disabled={disabled} readOnly={readonly}>
      <Textarea
        id={id}
        name={id}
        value={(value as string | undefined) ?? ''}
        placeholder={placeholder}
        ref={autofocusRef}
        rows={options.rows as number | undefined}
        maxLength={schema.maxLength}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props, { more: [!!schema.maxLength && `${id}__count`] })}
      />
      <LengthCounter id={id} value={value} max={schema.maxLength} always />
    </LabelledField>
  );
}
