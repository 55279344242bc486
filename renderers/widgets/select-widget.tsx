import type { ChangeEvent } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { enumOptionsValueForIndex, type EnumOptionsType, type WidgetProps } from '@rjsf/utils';
import { describedBy } from '../templates/described-by';
import { useIntl } from 'react-intl';
import { LabelledField, showsInvalid } from '../templates/labelled-field';

/**
 * Choice lists as the browser's own select: labelled by its field, usable by keyboard and
 * screen readers everywhere, and light on a long form. Option labels come from the schema's
 * `oneOf` titles (already translated).
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, multiple, options, onChange, onBlur, onFocus } = props;
  const intl = useIntl();
  const enumOptions = options.enumOptions ?? [];
  // a wrapping widget's language of each option's label (interfaceLanguage: each language named in itself)
  const optionLang = options.optionLang as ((value: unknown) => string | undefined) | undefined;
  const invalid = showsInvalid(props);
  const selected = selectedIndexes(value, enumOptions, multiple);
  const read = (event: ChangeEvent<HTMLSelectElement>) => {
    const indexes = multiple ? Array.from(event.target.selectedOptions, (o) => o.value) : event.target.value;
    return enumOptionsValueForIndex(indexes, enumOptions, options.emptyValue);
  };
  return (
    <LabelledField question={props} invalid={invalid} disabled={disabled || readonly}>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          multiple={multiple}
          value={multiple ? ((selected as string[] | undefined) ?? []) : String(selected ?? '')}
          onChange={(event) => onChange(read(event))}
          onBlur={(event) => onBlur(id, read(event))}
          onFocus={(event) => onFocus(id, read(event))}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(props)}
        >
          {!multiple && <option value="">{intl.formatMessage({ id: 'forms.select.placeholder' })}</option>}
          {enumOptions.map((option, index) => (
            <option key={index} value={String(index)} lang={optionLang?.(option.value)} disabled={options.enumDisabled?.includes(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        {!multiple && <NativeSelect.Indicator />}
      </NativeSelect.Root>
    </LabelledField>
  );
}

/**
 * The index (or, `multiple`, the indexes) of the options holding `value`, as rjsf's
 * `enumOptionsIndexForValue` gives them. That one compares with a deep equality (fast-equals,
 * 2.7 kB on every page with a form, /login's among them) for option values that are objects; a
 * select's values here are strings, numbers and booleans, the same when `includes` says so.
 */
function selectedIndexes(value: unknown, enumOptions: readonly EnumOptionsType[], multiple?: boolean): string | string[] | undefined {
  const chosen: unknown[] = Array.isArray(value) ? value : [value];
  const indexes = enumOptions.flatMap((option, index) => (chosen.includes(option.value) ? [String(index)] : []));
  return multiple ? indexes : indexes[0];
}
