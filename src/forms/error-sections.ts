import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { fieldIdOf, propertySegments, schemaAt, titleAt } from './error-paths';

/** One line of the error summary: a problem, or a whole section not filled in yet. */
export interface SummaryLine {
  /** Element id the line leads to. */
  id: string;
  message: string;
  /** The question's title. */
  title?: string;
  /** Title of the group of questions it belongs to ("Handling manager"), when the form has groups. */
  section?: string;
  row?: number;
  table?: string;
  /** A group with no answer yet: said once, with why it is asked (its description). */
  missingSection?: { description?: string };
}

/** No answer at all: nothing typed, chosen or added anywhere inside. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

const valueAt = (data: unknown, key: string) => (data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined);

/**
 * The error summary's lines. A problem inside a group of questions names the group
 * ("Handling manager › First name"), so that a person does not take it for their own name
 * filled in above. A group with no answer at all (the handling manager, whom registration
 * does not ask for) is one line saying it is not filled in yet and why it is asked, instead of
 * one "required" per question in it; an empty list says only its first problem ("add at
 * least one"), not what follows from having none.
 */
export function summaryLines(
  errors: readonly RJSFValidationError[],
  schema: RJSFSchema,
  formData: unknown,
  idPrefix?: string,
  plainMissing: ReadonlySet<string> = new Set(),
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const seen = new Set<string>();
  const said = new Set<string>();
  // a group is said once only when all its problems are plain "required": a form that words
  // its own ("Choose at least one production type for Beekeeping") keeps its words
  const topOf = (error: RJSFValidationError) => propertySegments(error.property)[0];
  const plainOnly = (top: string) => errors.filter((error) => topOf(error) === top).every((error) => plainMissing.has(error.message ?? ''));
  for (const error of errors) {
    const segments = propertySegments(error.property);
    const top = segments[0];
    const topSchema = top === undefined ? undefined : schemaAt(schema, [top]);
    const blank = top !== undefined && isBlank(valueAt(formData, top));
    const blankGroup = blank && (topSchema?.type === 'array' || (topSchema?.type === 'object' && plainOnly(top)));
    if (blankGroup && topSchema?.type === 'object' && segments.length > 1) {
      if (said.has(top)) continue;
      said.add(top);
      const title = typeof topSchema.title === 'string' ? topSchema.title : top;
      const description = typeof topSchema.description === 'string' ? topSchema.description : undefined;
      lines.push({ id: fieldIdOf(error.property, idPrefix), message: '', title, missingSection: { description } });
      continue;
    }
    if (blankGroup && topSchema?.type === 'array') {
      if (said.has(top)) continue;
      said.add(top);
    }
    const place = titleAt(schema, segments);
    const key = JSON.stringify([place.row, place.table, place.section, place.title, error.message]);
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({ id: fieldIdOf(error.property, idPrefix), message: error.message ?? '', ...place });
  }
  return lines;
}
