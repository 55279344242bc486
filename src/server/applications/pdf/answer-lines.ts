import { resolvePointer } from '../../../engine/json-pointer.ts';

type Json = Record<string, unknown>;

/** One printed line: a label and its answer, indented by depth. */
export interface AnswerLine {
  depth: number;
  label: string;
  value?: string;
  /** A sentence of running text (a clause), printed regular rather than as a heading. */
  plain?: boolean;
}

export type Translate = (id: string) => string;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function deref(root: Json, node: Json): Json {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#') && hops < 20; hops += 1) {
    const { found, value } = resolvePointer(root, current.$ref.slice(1));
    if (!found || !isObject(value)) break;
    const { $ref: _ignored, ...rest } = current;
    current = { ...value, ...rest };
  }
  return current;
}

const isFileRef = (v: unknown): v is { name: string } => isObject(v) && typeof v.id === 'string' && typeof v.name === 'string' && 'media_type' in v;

function scalarText(schema: Json, value: unknown, t: Translate, formatDate: (iso: string) => string): string {
  const choices = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  const choice = choices?.find((c) => isObject(c) && c.const === value);
  if (choice && typeof choice.title === 'string') return t(choice.title);
  if (typeof value === 'boolean') return t(value ? 'applications.pdf.yes' : 'applications.pdf.no');
  if (typeof value === 'string' && schema.format === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (isFileRef(value)) return value.name;
  return String(value);
}

/**
 * The answers of one form as printable lines, following the form's schema: labels are the
 * translated titles, choices print their translated titles, lists print each item numbered.
 * Unanswered fields are left out.
 */
export function answerLines(root: Json, data: unknown, t: Translate, formatDate: (iso: string) => string): AnswerLine[] {
  const lines: AnswerLine[] = [];
  const walk = (node: Json, value: unknown, label: string | undefined, depth: number) => {
    const schema = deref(root, node);
    const title = typeof schema.title === 'string' ? t(schema.title) : label;
    if (value === undefined || value === null || value === '') return;
    if (isFileRef(value)) {
      lines.push({ depth, label: title ?? '', value: value.name });
    } else if (Array.isArray(value)) {
      if (value.length === 0) return;
      const items = isObject(schema.items) ? deref(root, schema.items) : {};
      if (value.every((v) => !isObject(v))) {
        lines.push({ depth, label: title ?? '', value: value.map((v) => scalarText(items, v, t, formatDate)).join(', ') });
        return;
      }
      if (title) lines.push({ depth, label: title });
      value.forEach((item, index) => {
        if (isFileRef(item)) lines.push({ depth: depth + 1, label: `${index + 1}.`, value: item.name });
        else walk(items, item, `${index + 1}.`, depth + 1);
      });
    } else if (isObject(value)) {
      const properties = isObject(schema.properties) ? schema.properties : {};
      if (title) lines.push({ depth, label: title });
      for (const [key, child] of Object.entries(properties)) {
        if (isObject(child)) walk(child, value[key], key, depth + (title ? 1 : 0));
      }
    } else {
      lines.push({ depth, label: title ?? '', value: scalarText(schema, value, t, formatDate) });
    }
  };
  walk(root, data, undefined, 0);
  // The form's own title heads its section already.
  return lines[0]?.depth === 0 && lines[0].value === undefined ? lines.slice(1).map((l) => ({ ...l, depth: Math.max(0, l.depth - 1) })) : lines;
}
