import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/**
 * How much of a text answer's limit is used, said while typing: always under a long answer,
 * under a short one once it nears its limit. The field itself stops at the limit (maxLength),
 * so nothing typed is refused only later at "Save and continue".
 */
export function LengthCounter({ id, value, max, always }: { id: string; value: unknown; max: number | undefined; always: boolean }) {
  const intl = useIntl();
  if (!max) return null;
  const used = typeof value === 'string' ? value.length : 0;
  if (!always && used < max * 0.8) return null;
  return (
    <Text id={`${id}__count`} fontSize="xs" color={used >= max ? 'red.700' : 'gray.600'} mt={1} aria-live="polite">
      {intl.formatMessage({ id: 'forms.lengthCounter' }, { used: intl.formatNumber(used), max: intl.formatNumber(max) })}
    </Text>
  );
}
