import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangedSample } from './changed-sample';

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
