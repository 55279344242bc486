import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm } from '../schema-form';
import { formCatalog } from '../form-catalog';
import { formFixture } from '../form-fixtures';

type Answers = Record<string, Record<string, unknown>>;

/** A form of schemas/ started from its sample answers with one answer changed. */
function ChangedSample({ formId, change }: { formId: string; change: (sample: Answers) => Answers }) {
  const form = formCatalog.get(formId)!;
  const [data, setData] = useState<unknown>(() => change(structuredClone(formFixture(formId)) as Answers));
  return (
    <Box maxW="5xl" p={4}>
      <SchemaForm formId={formId} schema={form.schema as RJSFSchema} uiSchema={form.uiSchema as UiSchema} formData={data} onChange={setData} onSubmit={() => undefined} />
    </Box>
  );
}

const meta: Meta<typeof ChangedSample> = {
  title: 'Forms/Questions on Yes',
  component: ChangedSample,
};
export default meta;
type Story = StoryObj<typeof ChangedSample>;

/**
 * A question asked only on one answer (`then` beside `unevaluatedProperties: false`) that is
 * answered wrong: the error summary says that one thing, never "the field … is not expected
 * here" about the questions beside it (issue 35).
 */
const oneErrorAt = (fieldId: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const submit = await waitFor(() => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) throw new Error('no submit button yet');
    return button;
  });
  await userEvent.click(submit);
  const summary = await within(canvasElement).findByRole('alert');
  const links = within(summary).getAllByRole('link');
  await expect(links.map((link) => link.getAttribute('href'))).toEqual([`#${fieldId}`]);
};

/** bio/mtp: a Greek operator's GEMI number in the wrong form. */
export const MtpWrongGemiNumber: Story = {
  args: { formId: 'bio/mtp', change: (sample) => ({ ...sample, operator: { ...sample.operator, country: 'GR', gemi_number: '12-AB' } }) },
  play: oneErrorAt('root_operator_gemi_number'),
};

/** bio/plant-production: parallel cultivation "yes" with its five-year commitment left unticked. */
export const ParallelCultivationCommitmentMissing: Story = {
  args: {
    formId: 'bio/plant-production',
    change: (sample) => ({ ...sample, parallel_cultivation: { ...sample.parallel_cultivation, commitment_five_years: false } }),
  },
  play: oneErrorAt('root_parallel_cultivation_commitment_five_years'),
};
