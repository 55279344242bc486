import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm } from '../schema-form';
import { formCatalog } from '../form-catalog';

/** Staff's decision with the application's products offered (`"ui:field": "pickList"`, choices given by the page). */
function DecisionWithProducts({ choices }: { choices: string[] }) {
  const form = formCatalog.get('staff/decision')!;
  const ui = form.uiSchema as UiSchema;
  const uiSchema = { ...ui, certified_items: { ...(ui.certified_items as UiSchema), 'ui:options': { choices } } };
  const [data, setData] = useState<unknown>({ outcome: 'certify_partially', certified_items: choices });
  return (
    <Box maxW="3xl" p={4}>
      <SchemaForm formId="staff/decision" schema={form.schema as RJSFSchema} uiSchema={uiSchema} formData={data} onChange={setData} onSubmit={() => undefined} />
      <pre data-testid="answer">{JSON.stringify((data as { certified_items?: unknown }).certified_items)}</pre>
    </Box>
  );
}

const meta: Meta<typeof DecisionWithProducts> = { title: 'Forms/Products picked, not typed', component: DecisionWithProducts };
export default meta;
type Story = StoryObj<typeof DecisionWithProducts>;

/** By keyboard: Space unticks a product, "Add another" gives a text box that takes focus. */
export const PickedByKeyboard: Story = {
  args: { choices: ['Ροδάκινα', 'Επιτραπέζια σταφύλια', 'Νεκταρίνια'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grapes = await canvas.findByRole('checkbox', { name: 'Επιτραπέζια σταφύλια' });
    grapes.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByTestId('answer').textContent).toBe('["Ροδάκινα","Νεκταρίνια"]'));
    const add = canvas.getAllByRole('button').find((b) => /Προσθήκη άλλου|Add another/.test(b.textContent ?? ''))!;
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect((document.activeElement as HTMLInputElement | null)?.id).toMatch(/certified_items-other-0$/));
    await userEvent.keyboard('Ελιές');
    await waitFor(() => expect(canvas.getByTestId('answer').textContent).toBe('["Ροδάκινα","Νεκταρίνια","Ελιές"]'));
  },
};

/** Without choices (an application whose products the manifest does not name): typed texts only. */
export const TypedOnly: Story = { args: { choices: [] } };
