import { memo, useCallback, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';

// The tables on the page that carry the keyboard help, whichever mounted first; the one first
// in the document shows it. A step with four tables repeated the same three lines four times.
const holders = new Set<HTMLElement>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The holder that comes first in the document (the page's topmost table). */
function firstHolder(): HTMLElement | undefined {
  let first: HTMLElement | undefined;
  for (const element of holders) {
    if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) first = element;
  }
  return first;
}

/** Whether this element is the page's first table help; re-evaluated as tables come and go. */
function useFirstOnPage(): [(element: HTMLElement | null) => void, boolean] {
  const own = useRef<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (own.current) holders.delete(own.current);
    own.current = element;
    if (element) holders.add(element);
    // told after the commit: every table of the step is in the document by then
    queueMicrotask(changed);
  }, []);
  const first = useSyncExternalStore(
    subscribe,
    () => `${version}:${own.current !== null && firstHolder() === own.current}`,
    () => 'server:true',
  );
  return [ref, first.endsWith('true')];
}

/**
 * How to work a table with the keyboard (F2, Escape, Enter, paste). Every table's grid names
 * it in `aria-describedby`, so a screen reader hears it on each table; it is shown once per
 * page, above the first table, and not on touch screens, where there are no F2 and Escape keys.
 */
export const KeyboardHelp = memo(function KeyboardHelp({ id, editable }: { id: string; editable: boolean }) {
  const intl = useIntl();
  const [ref, first] = useFirstOnPage();
  return (
    <Text
      ref={ref}
      id={id}
      data-testid="table-keyboard-help"
      hidden={!first}
      fontSize="xs"
      color="fg.muted"
      mb={1}
      css={{ '@media (pointer: coarse)': { display: 'none' } }}
    >
      {intl.formatMessage({ id: editable ? 'renderers.table.keyboardHelp' : 'renderers.table.keyboardHelpReadOnly' })}
    </Text>
  );
});
