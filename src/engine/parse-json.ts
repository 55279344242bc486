/** The result of reading a JSON text: its value, or a message naming line and column of the mistake. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

/** Line and column (1-based) of a character offset. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

// Offset of the first mistake, for the messages in which Node names none ("Unexpected token").
function errorOffset(text: string): number {
  let i = 0;
  const space = () => { while (/\s/.test(text[i] ?? '')) i++; };
  const fail = (): never => { throw i; };
  const literal = (word: string) => { for (const c of word) if (text[i++] !== c) { i--; fail(); } };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++; space();
      if (text[i] === close) { i++; return; }
      for (;;) {
        if (c === '{') { space(); if (text[i] !== '"') fail(); value(); space(); if (text[i] !== ':') fail(); i++; }
        value(); space();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === close) { i++; return; }
        fail();
      }
    }
    if (c === '"') {
      for (i++; text[i] !== '"'; i++) { if (i >= text.length || text[i] === '\n') fail(); if (text[i] === '\\') i++; }
      i++; return;
    }
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!number) fail();
    i += number![0].length;
  };
  try {
    value(); space();
    return i < text.length ? i : -1;
  } catch (offset) {
    return offset as number;
  }
}

/** Parses JSON; on a mistake says where: "invalid JSON at line 3, column 5: Unexpected token '}'". */
export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = (error as Error).message.replace(/ (in|after) JSON at position \d+.*$/s, '').replace(/, ".*" is not valid JSON$/s, '');
    const offset = errorOffset(text);
    return { ok: false, message: `invalid JSON${offset >= 0 ? ` at ${lineAndColumn(text, offset)}` : ''}: ${reason}` };
  }
}
