/** Keys that write into a field or move the caret or the focus: none of them presses a button. */
const WRITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Shift',
  'CapsLock',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  // composing an accented letter or a character of another script
  'Dead',
  'Process',
  'Compose',
]);

/**
 * Whether a key press may act on the form: press a button (Enter, Space), submit it (Enter in a
 * field), or run a shortcut (a modifier held). Typing a character, deleting one, or moving the
 * caret or the focus does not; what the table has not handed over yet may wait through those.
 */
export function mayAct(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (event.key === 'Enter' || event.key === ' ') return true;
  return !(event.key.length === 1 || WRITING_KEYS.has(event.key));
}
