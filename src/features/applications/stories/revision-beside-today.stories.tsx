import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { revisionHash, type RevisionBundle } from '../../../engine/revisions/bundle';
import { RevisionBesideToday } from './revision-beside-today';
import { lastPublished, migrationsOf, todays } from './revision-sources';

const args = (wizardId: string, stepId: string) => ({ previous: lastPublished(wizardId), today: todays(wizardId), migrations: migrationsOf(wizardId), stepId });

const meta: Meta<typeof RevisionBesideToday> = {
  title: 'Revisions/Previous beside today',
  component: RevisionBesideToday,
};
export default meta;
type Story = StoryObj<typeof RevisionBesideToday>;

/** Both columns are there, titled in the reader's language (the stories speak Greek). */
const bothColumns = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: /Δημοσιευμένη έκδοση \d+/ })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Σημερινό αντίγραφο εργασίας' })).toBeVisible();
};

/** "Nothing changed" when today's files are the published ones (same fingerprint); else the list or "nothing changed" for this step. */
const listedOrNone = async (context: { canvasElement: HTMLElement; args: { previous: RevisionBundle; today: RevisionBundle } }) => {
  await bothColumns(context);
  const canvas = within(context.canvasElement);
  // (when they differ, this step may be one that did not change)
  if (revisionHash(context.args.previous) === revisionHash(context.args.today)) await expect(canvas.getByTestId('no-changes')).toBeVisible();
  else await expect(canvas.queryByTestId('revision-changes') ?? canvas.getByTestId('no-changes')).toBeVisible();
};

/** Organic: the plant production unit, last published beside today's. */
export const BioPlantProduction: Story = { args: args('bio', 'plant-production'), play: listedOrNone };

/** GLOBALG.A.P.: Appendix 2 (a table), last published beside today's. */
export const GlobalgapAppendix2: Story = { args: args('globalgap', 'appendix-2'), play: listedOrNone };

/**
 * How an analyst's change reads: today's copy here is the published one changed in memory
 * (a question's Greek wording, a question made required, a choice taken away), so that the
 * list above is shown with changes while the published and today's files are still the same.
 */
export const AfterAChange: Story = {
  args: (() => {
    const previous = lastPublished('bio');
    const today = structuredClone(previous);
    const general = today.forms['common/general']!.schema as { required?: string[]; properties: Record<string, { title?: string; oneOf?: unknown[] }> };
    const { customer_id: customer, send_offer_to: sendTo } = general.properties;
    today.messages.el = { ...today.messages.el, [customer!.title!]: 'Ο πελάτης για τον οποίο υποβάλλεται η αίτηση' };
    general.required = [...(general.required ?? []), 'send_offer_to'];
    sendTo!.oneOf = sendTo!.oneOf!.slice(0, 1);
    return { previous, today, migrations: migrationsOf('bio'), stepId: 'general' };
  })(),
  play: async (context) => {
    await bothColumns(context);
    const list = await within(context.canvasElement).findByTestId('revision-changes');
    await expect(list).toHaveTextContent('στα ελληνικά');
    await expect(list).toHaveTextContent('είναι πλέον υποχρεωτική');
    await expect(list).toHaveTextContent('καταργήθηκε');
  },
};
