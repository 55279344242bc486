import { Button, Field, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { DivisionLevel } from './division-source';
import { useDivisions } from './use-divisions';

export interface DivisionSelectProps {
  id: string;
  label: string;
  level: DivisionLevel;
  /** The country id (regions) or the parent's id; `undefined` until the parent is chosen. */
  parent: string | undefined;
  value: string | undefined;
  readonly: boolean;
  disabled: boolean;
  invalid: boolean;
  onChange: (id: string) => void;
  onBlur?: () => void;
}

/** One level of the region cascade: a native select, so keyboards and screen readers know it. */
export function DivisionSelect(props: DivisionSelectProps) {
  const { id, level, parent, value } = props;
  const intl = useIntl();
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const { status, items, retry } = useDivisions(level, parent);
  const english = intl.locale.startsWith('en');
  // A stored id the list does not (yet) hold stays selected rather than silently dropped.
  const missing = value && status === 'ready' && !items.some((item) => item.id === value);
  // A native select cannot be read-only; disabled with aria-readonly says the same. The
  // Field's disabled wins over the select's own in Chakra, so it is set there.
  const locked = props.disabled || props.readonly || status !== 'ready' || items.length === 0;
  const placeholder =
    status === 'loading' ? t('renderers.regionCascade.loading')
      : status === 'ready' && items.length === 0 ? t('renderers.regionCascade.none')
        : t('renderers.regionCascade.choose');
  return (
    <Field.Root invalid={props.invalid} disabled={locked} readOnly={props.readonly}>
      <Field.Label htmlFor={id}>{props.label}</Field.Label>
      <HStack width="full">
        <NativeSelect.Root disabled={locked}>
          <NativeSelect.Field
            id={id}
            value={value ?? ''}
            onChange={(event) => props.onChange(event.target.value)}
            onBlur={props.onBlur}
            aria-busy={status === 'loading' || undefined}
            aria-readonly={props.readonly || undefined}
            aria-invalid={props.invalid || undefined}
          >
            <option value="">{placeholder}</option>
            {missing && <option value={value}>{value}</option>}
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {english && item.name_en ? item.name_en : item.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {status === 'loading' && <Spinner size="sm" aria-hidden />}
      </HStack>
      {status === 'error' && (
        <HStack role="alert">
          <Text fontSize="sm" color="fg.error">
            {t('renderers.regionCascade.error')}
          </Text>
          <Button type="button" size="xs" variant="outline" onClick={retry}>
            {t('renderers.regionCascade.retry')}
          </Button>
        </HStack>
      )}
    </Field.Root>
  );
}
