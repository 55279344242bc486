import type { ChangeEvent, FocusEvent } from 'react';
import { Input } from '@chakra-ui/react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { describedBy } from './described-by';
import { LabelledField, showsInvalid } from './labelled-field';
import { LengthCounter } from './length-counter';
import { withDecimalPoint } from '../../src/forms/decimal-comma';
import { usePoliteAutofocus } from './polite-autofocus';

/**
 * Text-like inputs. Replaces the Chakra theme's template, whose label points at an id the
 * input does not have; here the label is tied to the input's own id, so it names the input
 * for screen readers (and for tests that find fields by label).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, schema, onChange, onChangeOverride, onBlur, onFocus } = props;
  const { options, readonly, autofocus, placeholder, disabled } = props;
  // Numbers are typed as text: the browser's number input drops "12,5" in some languages
  // (the value a person typed vanishes); a decimal comma is read as a point.
  const { type: inputType, ...inputProps } = getInputProps(schema, type, options);
  const numeric = inputType === 'number';
  const invalid = showsInvalid(props);
  const autofocusRef = usePoliteAutofocus(autofocus);
  return (
    <LabelledField question={props} invalid={invalid} disabled={disabled || readonly} readOnly={readonly} labelId={`${id}__label`}>
      <Input
        id={id}
        name={htmlName || id}
        value={value || value === 0 ? value : ''}
        onChange={
          onChangeOverride ||
          ((event: ChangeEvent<HTMLInputElement>) => {
            const typed = numeric ? withDecimalPoint(event.target.value) : event.target.value;
            onChange(typed === '' ? options.emptyValue : typed);
          })
        }
        onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
        ref={autofocusRef}
        placeholder={placeholder}
        {...inputProps}
        type={numeric ? 'text' : inputType}
        inputMode={numeric ? (schema.type === 'integer' ? 'numeric' : 'decimal') : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props)}
        maxLength={numeric ? undefined : schema.maxLength}
      />
      {!numeric && <LengthCounter id={id} value={value} max={schema.maxLength} always={false} />}
    </LabelledField>
  );
}
