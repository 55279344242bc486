import { checkKeywords } from './check-keywords.ts';
import { checkConditions } from './check-conditions.ts';
import { checkRefs } from './check-refs.ts';
import { checkUiSchema } from './check-ui-schema.ts';
import { checkSchemaMessages, checkUiMessages } from './check-messages.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';
import { checkWizard } from './check-wizard.ts';

export type { SchemaProblem, SchemaProject } from './types.ts';

const isSchemaFile = (path: string) => path.endsWith('.schema.json') && !path.startsWith('_meta/');

/**
 * The static checks of `npm run schemas:check`: unknown keywords, unresolved references,
 * ui schemas that name missing properties or renderers, missing translations. (Schema
 * validity against Ajv and fixtures are checked by the CLI, which compiles.)
 */
export function checkProject(project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = project.unreadable.map(({ file, message }) => ({ file, pointer: '', message }));
  for (const [path, content] of Object.entries(project.files)) {
    if (isSchemaFile(path)) {
      problems.push(...checkKeywords(path, content, project), ...checkRefs(path, content, project));
      problems.push(...checkSchemaMessages(path, content, project), ...checkConditions(path, content));
    }
    if (path.startsWith('wizards/') && path.endsWith('.json')) problems.push(...checkWizard(path, content, project));
    if (path.endsWith('.ui.json')) {
      const formId = path.slice(0, -'.ui.json'.length);
      if (!(`${formId}.schema.json` in project.files)) {
        problems.push({ file: path, pointer: '', message: `no form schemas/${formId}.schema.json beside this ui schema` });
      }
      problems.push(...checkUiSchema(formId, project), ...checkUiMessages(path, content, project));
    }
  }
  return problems;
}
