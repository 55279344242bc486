import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Locale } from '../../../engine/locales';
import { QuestionnaireDocumentFrame } from './questionnaire-document-frame';

// Beside `npm run questionnaire`: each wizard's questionnaire as the reviewers' document, in the
// toolbar's language (docs/reviewers.md). The same code writes the CLI's HTML and PDF.
const meta: Meta<{ wizardId: string }> = {
  title: 'Questionnaires/Document',
  render: (args, context) => <QuestionnaireDocumentFrame wizardId={args.wizardId} locale={(context.globals.locale as Locale) ?? 'el'} />,
};
export default meta;
type Story = StoryObj<{ wizardId: string }>;

/** The frame's document once written: its step headings, and a question a step asks. */
const showsSteps = (question: RegExp) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  // the decorators show the story once the toolbar's language has loaded
  const frame = await waitFor(() => {
    const found = canvasElement.querySelector('iframe');
    if (!found) throw new Error('no document frame yet');
    return found;
  });
  await waitFor(() => expect(frame.contentDocument?.querySelectorAll('section.step h2').length ?? 0).toBeGreaterThan(3));
  const body = frame.contentDocument!.body;
  await expect(body.querySelector('h1')?.textContent).toBeTruthy();
  await expect(body.querySelector('nav a[href^="#step-"]')).not.toBeNull();
  await expect(body.textContent).toMatch(question);
};

/** The organic questionnaire: the plant production unit's questions among them. */
export const Bio: Story = { args: { wizardId: 'bio' }, play: showsSteps(/Βήμα 1/) };

/** GLOBALG.A.P.: Appendix 2 among the steps, asked when its scope brings it. */
export const Globalgap: Story = { args: { wizardId: 'globalgap' }, play: showsSteps(/Παράρτημα 2/) };
