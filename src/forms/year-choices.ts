import type { RJSFSchema } from '@rjsf/utils';
import { yearChoices, type YearWindow } from '../validation/rules/year-window';

/**
 * A form's schema with the years each `yearWindow` allows now written out as its choices (an
 * `enum`, which rjsf shows as a select), worked out when the form is shown: the schema says "a
 * year around today", the screen offers the years of this year. Validation does not read these:
 * the validator decides the window itself when it runs (src/validation/rules/year-window.ts).
 */
export function withYearChoices(schema: RJSFSchema, now?: Date): RJSFSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, key === 'yearWindow' || key === 'enum' || key === 'const' ? value : visit(value)]);
    const copy = Object.fromEntries(entries) as Record<string, unknown>;
    const window = copy.yearWindow as YearWindow | undefined;
    if (window && typeof window === 'object' && copy.enum === undefined && copy.oneOf === undefined) copy.enum = yearChoices(window, [], now);
    return copy;
  };
  return hasYearWindow(schema) ? (visit(schema) as RJSFSchema) : schema;
}

const hasYearWindow = (schema: unknown): boolean => JSON.stringify(schema).includes('"yearWindow"');
