import { conditionProblem } from '../condition-match.ts';
import type { FormChooser } from '../form-chooser.ts';
import { isFormPath, schemaIdOf } from '../schema-catalog.ts';
import { checkKeywords } from './check-keywords.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

/**
 * A form chooser names existing forms; its `when`s use words the browser decides (it chooses
 * without a compiler), and its last option has none, so some form is always chosen.
 */
export function checkChooser(file: string, content: unknown, project: SchemaProject): SchemaProblem[] {
  const chooser = content as Partial<FormChooser>;
  if (!Array.isArray(chooser.options)) return []; // the meta schema reports the shape
  const expected = file.slice('choosers/'.length, -'.json'.length);
  const problems: SchemaProblem[] = [];
  if (chooser.id !== expected) problems.push({ file, pointer: '/id', message: `the id must be the file's name, "${expected}"` });
  const formIds = new Set(Object.keys(project.files).filter(isFormPath).map(schemaIdOf));
  chooser.options.forEach((option, i) => {
    if (typeof option?.form === 'string' && !formIds.has(option.form)) {
      problems.push({ file, pointer: `/options/${i}/form`, message: `names a form that does not exist: "${option.form}"` });
    }
    if (!option?.when) return;
    for (const problem of checkKeywords(file, option.when, project)) problems.push({ ...problem, pointer: `/options/${i}/when${problem.pointer}` });
    const word = conditionProblem(option.when, `/options/${i}/when`);
    if (word) problems.push({ file, pointer: word, message: 'the browser cannot decide this condition: write it with const, enum, type, required, properties, not, allOf/anyOf/oneOf, contains, items, min…/max…, pattern' });
  });
  const last = chooser.options.length - 1;
  if (last >= 0 && chooser.options[last]?.when) {
    problems.push({ file, pointer: `/options/${last}/when`, message: 'the last option must have no when, so that some form is always chosen' });
  }
  return problems;
}
