const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLocaleLowerCase() : '');

/**
 * `uniqueAmong`: whether no earlier entry of the list has the same value in the same property,
 * compared trimmed and case-insensitively ("Main store" and " main STORE " are the same name).
 * Blank values pass (filling them in is `filled`'s business); the first of two equal entries
 * passes and the later one fails, so the message lands on the entry just typed.
 */
export function isFirstOfItsValue(value: unknown, list: unknown, item: unknown, property: unknown): boolean {
  const wanted = key(value);
  if (!wanted || !Array.isArray(list)) return true;
  const index = list.indexOf(item);
  if (index <= 0) return true;
  return !list
    .slice(0, index)
    .some((other) => other !== null && typeof other === 'object' && key((other as Record<string, unknown>)[String(property)]) === wanted);
}
