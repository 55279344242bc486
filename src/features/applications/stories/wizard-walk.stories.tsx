import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WizardManifest } from '../../../engine/wizard';
import { formCatalog, schemaCatalog } from '../../../forms/form-catalog';
import { choiceArgs, choiceArgTypes, choiceFields } from './wizard-choices';
import { sampleAnswers, WizardWalk } from './wizard-walk';

// A story per wizard of schemas/wizards/: its controls are the answers its steps' conditions
// read (from the manifest), first set to the sample answers; the step list follows them.

const manifestOf = (id: string): WizardManifest => {
  const manifest = schemaCatalog.wizards.find((wizard) => wizard.id === id);
  if (!manifest) throw new Error(`no wizard ${id} under schemas/wizards`);
  return manifest;
};
const schemaOf = (formId: string) => formCatalog.get(formId)?.schema as Record<string, unknown> | undefined;

type WalkArgs = Record<string, unknown> & { countryId: number };

/** Sets controls as a reviewer does in the Controls panel. */
const setControls = (context: Pick<StoryContext<WalkArgs>, 'id'>, updatedArgs: Record<string, unknown>) =>
  addons.getChannel().emit('updateStoryArgs', { storyId: context.id, updatedArgs });

/** The story of wizard `id`: controls for its choices, the walk rendered with them. */
function wizardStory(id: string, startAt?: string): StoryObj<WalkArgs> {
  const manifest = manifestOf(id);
  const fields = choiceFields(manifest, schemaOf);
  return {
    args: { countryId: 1, ...choiceArgs(fields, sampleAnswers(manifest)) },
    argTypes: {
      ...choiceArgTypes(fields),
      countryId: { name: 'countryId', description: "The applicant's country (1 Greece, 2 Spain)", options: [1, 2], control: { type: 'radio' } },
    },
    // (a choice made in the form moves its control by the channel the Controls panel uses:
    // useArgs would break when a step's texts suspend the story)
    render: ({ countryId, ...choices }, context) => (
      <WizardWalk key={id} manifest={manifest} fields={fields} choices={choices} onChoices={(updated) => setControls(context, updated)} countryId={countryId} startAt={startAt} />
    ),
  };
}

const meta: Meta<WalkArgs> = { title: 'Wizards/Walk' };
export default meta;

/** The ids of the steps the list shows now, and that the list shows them (the review page besides). */
async function shownSteps(canvasElement: HTMLElement): Promise<string[]> {
  const holder = within(canvasElement).getByTestId('wizard-walk-steps');
  const ids = (holder.dataset.steps ?? '').split(' ').filter(Boolean);
  const items = holder.querySelectorAll('#wizard-steps > li');
  await expect(items.length).toBe(ids.length + 1);
  return ids;
}


const stepsAfter = async (context: StoryContext<WalkArgs>, has: string[], hasNot: string[]) =>
  waitFor(async () => {
    const ids = await shownSteps(context.canvasElement);
    for (const id of has) await expect(ids).toContain(id);
    for (const id of hasNot) await expect(ids).not.toContain(id);
  });

/** Organic: the sub-scopes bring the production units' steps. */
export const Bio: StoryObj<WalkArgs> = {
  ...wizardStory('bio'),
  play: async (context) => {
    const units = ['plant-production', 'animal-production', 'beekeeping', 'mtp', 'product-catalogue'];
    await stepsAfter(context, units, []);
    setControls(context, { scope__sub_scopes: ['beekeeping'] });
    await stepsAfter(context, ['beekeeping'], ['plant-production', 'animal-production', 'mtp', 'product-catalogue']);
    setControls(context, { scope__sub_scopes: ['beekeeping', 'mtp'] });
    await stepsAfter(context, ['beekeeping', 'mtp'], ['plant-production']);
  },
};

/** GLOBALG.A.P.: the standard, option, sub-scopes, add-ons and yes/no questions of "Scope" bring steps. */
export const Globalgap: StoryObj<WalkArgs> = {
  ...wizardStory('globalgap'),
  play: async (context) => {
    await stepsAfter(context, ['ggn', 'appendix-1', 'appendix-2', 'facilities', 'addons-per-product', 'grasp', 'spring'], ['cfm', 'transfer', 'producer-group', 'appendix-1-aq']);
    setControls(context, { scope__standard: 'cfm' });
    await stepsAfter(context, ['cfm', 'ggn'], ['appendix-1', 'appendix-2']);
    setControls(context, { scope__standard: 'ifa-v6-smart', scope__addons: [], scope__option: 2, scope__transfer: true });
    await stepsAfter(context, ['appendix-1', 'producer-group', 'transfer'], ['cfm', 'addons-per-product', 'grasp', 'spring']);
    setControls(context, { scope__sub_scopes: ['aquaculture'] });
    await stepsAfter(context, ['appendix-1-aq', 'appendix-2-aq'], ['appendix-1', 'appendix-2']);
    // the same choice made in the form: "Scope" opened from the list, "No" to its transfer
    // question; the step goes only if the control moved too (the controls win over the form)
    const scopeButton = within(context.canvasElement).getByTestId('wizard-walk-steps').querySelectorAll('#wizard-steps > li button')[1];
    await userEvent.click(scopeButton as HTMLElement);
    const noTransfer = await waitFor(() => {
      const radio = context.canvasElement.querySelector<HTMLInputElement>('input[type=radio][id$="transfer-no"]');
      if (!radio) throw new Error('the scope step shows no transfer question');
      return radio;
    }, { timeout: 5000 });
    await userEvent.click(noTransfer);
    await stepsAfter(context, ['appendix-1-aq'], ['transfer']);
  },
};

/** The open page has shown (its questionnaire's texts arrive a moment after the story renders). */
const pageShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const [title] = await within(canvasElement).findAllByRole('heading', { level: 2 }, { timeout: 5000 });
  await expect(title).toBeVisible();
};

/** Organic, at the review page for a beekeeper: every answer of the steps that choice brings, read-only, with "Change". */
export const BioReview: StoryObj<WalkArgs> = (() => {
  const story = wizardStory('bio', 'review');
  // one sub-scope: the page of every answer stays short enough for the story check's budget
  return { ...story, args: { ...story.args, scope__sub_scopes: ['beekeeping'] }, play: pageShown };
})();

/** GLOBALG.A.P., at the submission step (the signed documents). */
export const GlobalgapSubmission: StoryObj<WalkArgs> = { ...wizardStory('globalgap', 'submission'), play: pageShown };
