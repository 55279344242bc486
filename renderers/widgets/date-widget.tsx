import { useEffect, useState } from 'react';
import { Input, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../templates/described-by';
import { useIntl } from 'react-intl';
import { parseTypedDate, showTypedDate } from '../../src/forms/typed-date';
import { LabelledField, showsInvalid } from '../templates/labelled-field';

/**
 * A calendar date typed as people write it (dd/mm/yyyy, whatever the browser's language: the
 * browser's own date input follows the browser, not the portal, and traps the arrow keys),
 * kept as ISO `YYYY-MM-DD`. Text that is not a date yet is kept as typed, so the form's check
 * names the field instead of the answer disappearing; the date is also written out in words.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const intl = useIntl();
  const [text, setText] = useState(() => showTypedDate(value));
  // An answer changed from outside (a reload, "use the saved version") replaces the text.
  useEffect(() => {
    setText((typed) => ((parseTypedDate(typed) ?? (typed.trim() || undefined)) === value ? typed : showTypedDate(value)));
  }, [value]);
  const invalid = showsInvalid(props);
  const iso = typeof value === 'string' ? parseTypedDate(value) : null;
  const spelled = iso ? intl.formatDate(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : null;
  const change = (typed: string) => {
    setText(typed);
    onChange(parseTypedDate(typed) ?? (typed.trim() === '' ? undefined : typed.trim()));
  };
  return (
    <LabelledField question={props} invalid={invalid} disabled={disabled || readonly} readOnly={readonly}>
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'forms.date.placeholder' })}
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          const parsed = parseTypedDate(event.target.value);
          if (parsed) setText(showTypedDate(parsed));
          onBlur(id, parsed ?? event.target.value);
        }}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props)}
        maxW="12rem"
      />
      {spelled && (
        <Text fontSize="sm" color="fg.muted" data-testid={`${id}-spelled`}>
          {spelled}
        </Text>
      )}
    </LabelledField>
  );
}
