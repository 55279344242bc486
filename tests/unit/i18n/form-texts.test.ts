import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSchemaMessages, checkUiMessages } from '../../../src/engine/checks/check-messages';
import type { SchemaProject } from '../../../src/engine/checks/types';
import { readSchemaCatalog } from '../../../src/engine/schema-folder';
import { familyPartsOfForms } from '../../../src/i18n/catalogues';
import { supportedLocales } from '../../../src/i18n/locales';
import { partOf } from '../../../src/i18n/namespaces';

// The wizard shows its list of steps and any step of the common forms before its family's
// questionnaire texts and the casework texts arrive (they come once the screen shows:
// application-routes.ts), and a form waits for its family's texts only when it lives under
// schemas/<family>/ (SchemaForm, familyPartsOfForms). A common form or a step title that spoke
// them would show a raw id on a phone for a moment: this holds them to the rule.
const cataloguesOf = (parts: readonly string[]) =>
  Object.fromEntries(
    supportedLocales.map((locale) => {
      const files = readdirSync(`locales/${locale}`).filter((file) => parts.includes(partOf(file.replace(/\.json$/, ''))));
      return [locale, Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(`locales/${locale}/${file}`, 'utf8')) as Record<string, string>)) as Record<string, string>];
    }),
  );
// what the wizard shows before its family's texts and the casework texts arrive (the signed-in
// layout waits for the portal's and the rich fields' texts: main-layout.tsx)
const wizardFirst = cataloguesOf(['guest', 'fields', 'portal']);
const catalog = readSchemaCatalog();
const problemsOf = (formIds: readonly string[], catalogues: Record<string, Record<string, string>>) => {
  const project = { catalogues } as unknown as SchemaProject;
  return formIds.flatMap((id) => {
    const { schema, uiSchema } = catalog.forms.get(id)!;
    return [...checkSchemaMessages(id, schema, project), ...checkUiMessages(`${id}.ui`, uiSchema, project)].map((problem) => `${problem.file}${problem.pointer}: ${problem.message}`);
  });
};

describe("the texts a wizard shows before its family's questionnaire texts", () => {
  it.each(catalog.wizards.map((wizard) => [wizard.id, wizard] as const))('%s: every step title is a text of the guests, the fields or the portal', (_, wizard) => {
    const titles = wizard.steps.map((step) => step.title ?? String(catalog.forms.get(step.form)!.schema.title));
    expect(titles.filter((id) => supportedLocales.some((locale) => wizardFirst[locale][id] === undefined))).toEqual([]);
  });

  it("a wizard's step not under its family's folder speaks neither its family's texts nor the casework texts (its references included)", () => {
    const commonSteps = [...new Set(catalog.wizards.flatMap((wizard) => wizard.steps.map((step) => step.form)))].filter((id) => familyPartsOfForms([id]).length === 0);
    expect(commonSteps).toContain('common/general');
    expect(problemsOf(commonSteps, wizardFirst)).toEqual([]);
  });

  it("a form not under a family's folder speaks none of a family's texts", () => {
    const common = catalog.formFiles.map(({ id }) => id).filter((id) => familyPartsOfForms([id]).length === 0);
    expect(common.length).toBeGreaterThan(10);
    expect(problemsOf(common, cataloguesOf(['guest', 'fields', 'portal', 'casework']))).toEqual([]);
  });
});
