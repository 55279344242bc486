import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { ValidationIssue } from '../validation/types';

/** A JSON pointer's segments (`/parcels/3/name` → parcels, 3, name). */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a JSON pointer in the answers (undefined where there is none). */
export function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const segment of pointerSegments(pointer)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/**
 * The server's issues with a refused save, as rjsf's `extraErrors`: each message beside its
 * field. An issue about the whole body (path "") sits at the form's root.
 */
export function issuesToErrorSchema(issues: readonly ValidationIssue[], message: (issue: ValidationIssue) => string): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const segment of pointerSegments(issue.path)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    ((node.__errors ??= []) as string[]).push(message(issue));
  }
  return root as ErrorSchema;
}

/** The same issues as the error summary lists them (rjsf's `.a.b` property paths). */
export function issuesToSummary(issues: readonly ValidationIssue[], message: (issue: ValidationIssue) => string): RJSFValidationError[] {
  return issues.map((issue) => {
    const segments = pointerSegments(issue.path);
    const property = segments.length ? `.${segments.join('.')}` : undefined;
    const text = message(issue);
    return { name: issue.keyword, property, message: text, stack: `${property ?? ''} ${text}`.trim(), params: issue.params, schemaPath: '' };
  });
}
