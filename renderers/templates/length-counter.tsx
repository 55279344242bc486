import { Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** From this share of the limit on, the count is read out as it changes. */
const ANNOUNCE_FROM = 0.9;

/**
 * How much of a text answer's limit is used, shown while typing: always under a long answer,
 * under a short one once it nears its limit. The field itself stops at the limit (maxLength),
 * so nothing typed is refused only later at "Save and continue". Screen readers hear the count
 * only near the limit (a live region that stays empty before): read out on every keystroke of a
 * long answer, it drowned what was typed.
 */
export function LengthCounter({ id, value, max, always }: { id: string; value: unknown; max: number | undefined; always: boolean }) {
  const intl = useIntl();
  if (!max) return null;
  const used = typeof value === 'string' ? value.length : 0;
  const text = intl.formatMessage({ id: 'forms.lengthCounter' }, { used: intl.formatNumber(used), max: intl.formatNumber(max) });
  const shown = always || used >= max * 0.8;
  return (
    <>
      {shown && (
        // at the limit the field takes nothing more, which is no mistake (a 13-digit GGN is
        // whole at 13): said in bolder type, not in the red of an error
        <Text id={`${id}__count`} fontSize="xs" color={used >= max ? 'gray.800' : 'gray.600'} fontWeight={used >= max ? 'semibold' : undefined} mt={1}>
          {text}
        </Text>
      )}
      <VisuallyHidden aria-live="polite" data-testid={`${id}__count-announced`}>
        {used >= max * ANNOUNCE_FROM ? text : ''}
      </VisuallyHidden>
    </>
  );
}
