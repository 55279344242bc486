import { checkKeywords } from './check-keywords.ts';
import { checkConditions } from './check-conditions.ts';
import { checkRefs } from './check-refs.ts';
import { checkUiSchema } from './check-ui-schema.ts';
import { checkSchemaMessages, checkUiMessages } from './check-messages.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';
import { checkWizard } from './check-wizard.ts';
import { isChooserPath, isDefPath, isFormPath, isUiPath, isWizardPath } from '../schema-catalog.ts';
import { checkChooser } from './check-chooser.ts';
import { checkRequired } from './check-required.ts';
import { checkEnums } from './check-enums.ts';
import { checkDataPointers } from './check-data-pointers.ts';
import { checkSameAs } from './check-same-as.ts';
import { checkRestatedLists } from './check-restated-lists.ts';
import { checkFormAnswerRules } from './check-answer-rules.ts';
import { bundledForm } from './schema-family.ts';

export type { SchemaProblem, SchemaProject } from './types.ts';

// Forms and shared definitions: the files whose keywords, references and texts are checked.
const isSchemaFile = (path: string) => isFormPath(path) || isDefPath(path);
const isObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The static checks of `npm run schemas:check`: unknown keywords, unresolved references,
 * `required` and `ui:order` naming missing properties, repeated enum values, ui schemas that
 * name missing renderers, missing translations, wizard rules. (Schema
 * validity against Ajv and fixtures are checked by the CLI, which compiles.)
 */
export function checkProject(project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = project.unreadable.map(({ file, message }) => ({ file, pointer: '', message }));
  // a "same as above" box, by where it is written: whether some form holds the answer it copies
  const sameAsFound = new Map<string, boolean>();
  for (const [path, content] of Object.entries(project.files)) {
    if (!isObject(content)) {
      if (!path.startsWith('fixtures/')) problems.push({ file: path, pointer: '', message: 'this file must hold a JSON object' });
      continue;
    }
    if (isSchemaFile(path)) {
      problems.push(...checkKeywords(path, content, project), ...checkRefs(path, content, project));
      problems.push(...checkSchemaMessages(path, content, project), ...checkConditions(path, content));
      problems.push(...checkRequired(path, project), ...checkEnums(path, content));
    }
    // a shared definition's pointers are judged where a form uses it (in the bundled form)
    if (isFormPath(path)) {
      const bundled = bundledForm(path, project);
      problems.push(...checkDataPointers(path, bundled), ...checkFormAnswerRules(path, project));
      const boxes = checkSameAs(path, bundled);
      problems.push(...boxes.problems);
      for (const [box, found] of boxes.resolved) sameAsFound.set(box, (sameAsFound.get(box) ?? false) || found);
    }
    if (isChooserPath(path)) problems.push(...checkChooser(path, content, project));
    if (isWizardPath(path)) problems.push(...checkWizard(path, content, project));
    if (isUiPath(path)) {
      const formId = path.slice(0, -'.ui.json'.length);
      if (!(`${formId}.schema.json` in project.files)) {
        problems.push({ file: path, pointer: '', message: `no form schemas/${formId}.schema.json beside this ui schema` });
      }
      problems.push(...checkUiSchema(formId, project), ...checkUiMessages(path, content, project));
    }
  }
  problems.push(...checkRestatedLists(project.files, isSchemaFile));
  for (const [box, found] of sameAsFound) {
    if (found) continue;
    const [file, pointer] = box.split('#');
    problems.push({ file: file!, pointer: pointer ?? '', message: 'sameAs: "from" names a question of no form that holds this box: it would never copy' });
  }
  return problems;
}
