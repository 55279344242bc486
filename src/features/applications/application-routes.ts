import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ApiError, queryClient } from '../../api/query';
import type { Application, ApplicationType } from './applications-api';
import { applicationQuery, applicationsQuery } from './applications-queries';
import { filtersFromSearch } from './filters-in-url';
import { appStore, getSession } from '../../api/session';
import { familyPartsOf, familyPartsOfForms, prefetchMessages, SIGNED_IN_PARTS } from '../../i18n/catalogues';
import { afterFirstScreen } from '../../forms/after-first-screen';
import { localeAtom } from '../../i18n/locale-store';
import { loadStepForms, loadWizard } from '../../forms/wizard-validators';
import { knownFormDefinition } from '../../forms/validators';
import { familyPath, typeOfPath } from './family-paths';

export { familyPath, typeOfPath };

export const editPath = (app: Pick<Application, 'id' | 'type'>) => `/applications/${familyPath(app.type)}/edit/${app.id}`;
export const innerPath = (app: Pick<Application, 'id' | 'type'>) => `/applications/${familyPath(app.type)}/inner/${app.id}`;

const FRESH_MS = 2_000;

type FormCode = [typeof import('../../forms/wizard-catalog'), typeof import('../../forms/schema-form')];

/**
 * Starts what the wizard of `family` will show, beside whatever the caller waits for: its
 * chunk (manifest, step titles, step conditions), the form engine, and once `opening` says
 * which step opens, that step's form, validator and renderers and, when it speaks them, its
 * questionnaires' texts. Without `opening` (an application's page), those texts at once.
 * Hints only: a failed download is the screen's own to report when it renders. Returns the
 * form code, for a caller that learns the opening step later.
 */
export function preloadWizard(family: ApplicationType, opening?: Pick<Application, 'current_step' | 'answers'>): Promise<FormCode | undefined> {
  const wizard = loadWizard(family);
  // an application's page shows every answer at once; the wizard waits for its open step
  if (opening === undefined) fetchQuestionnaireTexts(family, true);
  // the wizard shows no casework texts (src/i18n/namespaces.ts): the screens after it do
  else afterFirstScreen(() => prefetchMessages(appStore.get(localeAtom), ['casework']));
  const formCode = Promise.all([import('../../forms/wizard-catalog'), import('../../forms/schema-form'), wizard])
    .then(([wizards, forms]): FormCode => [wizards, forms])
    .catch(() => undefined);
  if (opening !== undefined) void formCode.then((chunks) => preloadOpeningStep(family, opening, chunks));
  return formCode;
}

function preloadOpeningStep(wizardId: string, opening: Pick<Application, 'current_step' | 'answers'>, chunks: FormCode | undefined): void {
  if (!chunks) return;
  const [wizards, forms] = chunks;
  const step = wizards.openingStep(wizardId, opening.current_step, opening.answers);
  if (!step) return;
  fetchQuestionnaireTexts(wizardId, familyPartsOfForms([step.form]).length > 0);
  // its form (with its validator), then the renderers that form shows
  void loadStepForms([step])
    .then(() => {
      const form = knownFormDefinition(step.form);
      if (form) forms.preloadRenderersOf(form.schema as RJSFSchema, form.uiSchema as UiSchema);
    })
    .catch(() => undefined);
}

/**
 * Fetches the texts of `wizardId`'s questionnaires (its family's part): `now` for a screen that
 * shows them at once; else once the screen has shown (a wizard opening at a step of the common
 * forms: its next steps will speak them, and its first must not share a slow network with them).
 */
function fetchQuestionnaireTexts(wizardId: string, now: boolean): void {
  const fetchThem = () => prefetchMessages(appStore.get(localeAtom), [...SIGNED_IN_PARTS, ...familyPartsOf(wizardId)]);
  if (now) fetchThem();
  else afterFirstScreen(fetchThem);
}

/**
 * The step forms (each with its validator) a screen of the application waits for: the wizard's
 * open step's (the other steps' follow once it shows: useStepForms), every visible step's for
 * an application past its draft, whose page lists every step's answers.
 */
function stepsToWaitFor(
  wizards: FormCode[0],
  wizardId: string,
  application: Pick<Application, 'current_step' | 'answers' | 'status'>,
): Promise<void> {
  const manifest = wizards.wizardManifest(wizardId);
  if (!manifest) return Promise.resolve();
  const steps = application.status === 'draft' ? wizards.stepsJudgedAtOpening(manifest, application.current_step, application.answers) : wizards.visibleWizardSteps(manifest, application.answers);
  return loadStepForms(steps);
}

/**
 * Where a new draft opens, and what an application's wizard most likely opens at before the
 * application says: its first step, whose renderers the other steps mostly share.
 */
export const FIRST_STEP: Pick<Application, 'current_step' | 'answers'> = { current_step: null, answers: {} };

/**
 * The validate-application-access guard of the wizard: loads the application; one the user may
 * not see (the server answers 404 for other people's) sends them to `/`. The first step's
 * renderers come beside the application rather than after it.
 */
export const editApplicationLoader = (args: LoaderFunctionArgs): Promise<Application> => loadApplication(args, FIRST_STEP);

/**
 * The validate-application-access guard of an application's read-only page (editApplicationLoader's,
 * without the wizard's renderers). Staff who reach the customer's page of an application (a
 * link passed on, a typed address) are taken to theirs, where their actions have what they need.
 */
export const applicationLoader = (args: LoaderFunctionArgs): Promise<Application> => {
  if (getSession()?.role === 'staff') throw redirect(`/staff/applications/${args.params.id ?? ''}`);
  return loadApplication(args);
};

async function loadApplication({ params }: LoaderFunctionArgs, likelyOpening?: typeof FIRST_STEP): Promise<Application> {
  // the family's wizard (bio, globalgap), its texts and the form engine come beside the application rather than after it
  const formCode = preloadWizard(typeOfPath(params.family ?? ''), likelyOpening);
  try {
    // an answer of the last two seconds is current: the draft `/add` has just made comes from
    // its own answer (one round trip less); any other visit asks the server
    const application = await queryClient.fetchQuery({ ...applicationQuery(params.id ?? ''), staleTime: FRESH_MS });
    // its wizard's steps are shown by their conditions: here before the screen renders
    await loadWizard(application.wizard_id);
    // a draft opens the wizard: the open step's renderers travel beside the screen's script, not after its first render
    if (application.status === 'draft') void formCode.then((chunks) => preloadOpeningStep(application.wizard_id, application, chunks));
    // and the forms of the steps it shows at once (the open one, or all of them to review), with their validators
    await stepsToWaitFor(await import('../../forms/wizard-catalog'), application.wizard_id, application);
    return application;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 'network' && error.status < 500) throw redirect('/');
    throw new Response('The application could not be loaded', { status: 503 });
  }
}

/**
 * `/staff/applications/{id}`: the application, its wizard, its family's texts and every visible
 * step's form (the page lists every answer) come before the screen shows, as for the
 * customer's own page, rather than step by step after it. Hints only: whatever fails here the
 * screen asks for again and reports.
 */
export async function staffApplicationLoader({ params }: LoaderFunctionArgs): Promise<null> {
  try {
    const application = await queryClient.fetchQuery({ ...applicationQuery(params.id ?? ''), staleTime: FRESH_MS });
    fetchQuestionnaireTexts(application.wizard_id, true);
    const [wizards] = await Promise.all([import('../../forms/wizard-catalog'), loadWizard(application.wizard_id)]);
    const manifest = wizards.wizardManifest(application.wizard_id);
    if (manifest) await loadStepForms(wizards.visibleWizardSteps(manifest, application.answers));
  } catch {
    // the screen's own query and hooks meet the failure and say so
  }
  return null;
}

/**
 * `/`: its list is asked for beside the screen's script rather than after it has arrived and
 * rendered (one round trip less on a slow network); the screen's query finds it in the cache.
 */
export function myApplicationsLoader({ request }: LoaderFunctionArgs): null {
  if (getSession()) void queryClient.prefetchInfiniteQuery(applicationsQuery(filtersFromSearch(new URL(request.url).searchParams)));
  return null;
}
