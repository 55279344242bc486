import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangedSample } from './changed-sample';

const meta: Meta<typeof ChangedSample> = {
  title: 'Forms/Messages name values by their titles',
  component: ChangedSample,
};
export default meta;
type Story = StoryObj<typeof ChangedSample>;

/**
 * GLOBALG.A.P. add-ons per product: LEAF chosen for sea bream, which no aquaculture species may
 * carry (`choicesFor`). The message names the add-on by its title ("LEAF Marque"), never by
 * the list's internal id ("leaf").
 */
export const AddOnNotOfferedNamedByTitle: Story = {
  args: {
    formId: 'globalgap/addons-per-product',
    change: (sample) => ({ ...sample, rows: [{ product: 'sea_bream', addons: ['leaf'] }] as unknown as Record<string, unknown> }),
  },
  play: async ({ canvasElement }) => {
    const submit = await waitFor(() => {
      const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!button) throw new Error('no submit button yet');
      return button;
    });
    await userEvent.click(submit);
    const summary = await within(canvasElement).findByRole('alert');
    await waitFor(() => expect(summary.textContent).toMatch(/LEAF Marque/));
    await expect(summary.textContent).not.toMatch(/\bleaf\b/);
  },
};
