import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSchemaCatalog } from '../src/engine/schema-folder';

/**
 * Writes one story file per form under schemas/ into .storybook/generated/ (title
 * `Forms/<form id>`): an analyst's new form appears in Storybook with no story written by hand.
 */
export function generateFormStories(schemasDir: string, outDir: string): string[] {
  const ids = readSchemaCatalog(schemasDir).forms.ids;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const id of ids) {
    writeFileSync(
      join(outDir, `${id.replace(/\//g, '--')}.stories.tsx`),
      `// Generated from schemas/${id}.schema.json by .storybook/generate-form-stories.ts: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormStory } from '../form-story';

const meta: Meta<typeof FormStory> = {
  title: ${JSON.stringify(`Forms/${id}`)},
  component: FormStory,
  args: { formId: ${JSON.stringify(id)}, filled: true },
};
export default meta;

type Story = StoryObj<typeof FormStory>;
export const Filled: Story = {};
export const Empty: Story = { args: { filled: false } };
export const ReadOnly: Story = { args: { readonly: true } };
`,
    );
  }
  return ids;
}
