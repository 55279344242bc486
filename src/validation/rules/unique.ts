const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLocaleLowerCase() : '');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * `uniqueAmong`: whether no earlier item of the list that holds this value's item has the same
 * value in the same property, compared trimmed and case-insensitively ("Main store" and
 * " main STORE " are the same name). `path` is the value's JSON pointer from `root`
 * (`/handling_sites/2/name`): the list is two levels up. Blank values pass (filling them in is
 * `filled`'s business); of two equal items the later one fails, so the message lands on the
 * item just typed.
 */
export function isFirstOfItsValue(value: unknown, root: unknown, path: unknown): boolean {
  const wanted = key(value);
  if (!wanted || typeof path !== 'string') return true;
  const segments = path.split('/').slice(1).map(unescape);
  if (segments.length < 2) return true;
  const property = segments[segments.length - 1];
  const index = Number(segments[segments.length - 2]);
  let list: unknown = root;
  for (const segment of segments.slice(0, -2)) {
    if (list === null || typeof list !== 'object') return true;
    list = (list as Record<string, unknown>)[segment];
  }
  if (!Array.isArray(list) || !Number.isInteger(index) || index <= 0) return true;
  return !list
    .slice(0, index)
    .some((other) => other !== null && typeof other === 'object' && key((other as Record<string, unknown>)[property]) === wanted);
}
