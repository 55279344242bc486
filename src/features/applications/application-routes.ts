import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ApiError, queryClient } from '../../api/query';
import type { Application, ApplicationType } from './applications-api';
import { applicationQuery, applicationsQuery } from './applications-queries';
import { filtersFromSearch } from './filters-in-url';
import { appStore, getSession } from '../../api/session';
import { familyPartsOf, loadMessages } from '../../i18n/catalogues';
import { localeAtom } from '../../i18n/locale-store';
import { loadWizardValidators } from '../../forms/wizard-validators';
import { familyPath, typeOfPath } from './family-paths';

export { familyPath, typeOfPath };

export const editPath = (app: Pick<Application, 'id' | 'type'>) => `/applications/${familyPath(app.type)}/edit/${app.id}`;
export const innerPath = (app: Pick<Application, 'id' | 'type'>) => `/applications/${familyPath(app.type)}/inner/${app.id}`;

const FRESH_MS = 2_000;

type FormCode = [typeof import('../../forms/wizard-catalog'), typeof import('../../forms/schema-form')];

/**
 * Starts what the wizard of `family` will show, beside whatever the caller waits for: its
 * chunk (manifest, forms, validators), its questionnaires' texts, the form engine, and once
 * `opening` says which step opens (default: a new draft's first step), that step's renderers.
 * Hints only: a failed download is the screen's own to report when it renders. Returns the
 * form code, for a caller that learns the opening step later.
 */
export function preloadWizard(family: ApplicationType, opening?: Pick<Application, 'current_step' | 'answers'>): Promise<FormCode | undefined> {
  const wizard = loadWizardValidators(family);
  void loadMessages(appStore.get(localeAtom), ['portal', ...familyPartsOf(family)]);
  const formCode = Promise.all([import('../../forms/wizard-catalog'), import('../../forms/schema-form'), wizard])
    .then(([wizards, forms]): FormCode => [wizards, forms])
    .catch(() => undefined);
  if (opening !== undefined) void formCode.then((chunks) => preloadOpeningStep(family, opening, chunks));
  return formCode;
}

function preloadOpeningStep(wizardId: string, opening: Pick<Application, 'current_step' | 'answers'>, chunks: FormCode | undefined): void {
  if (!chunks) return;
  const [wizards, forms] = chunks;
  const form = wizards.openingStepForm(wizardId, opening.current_step, opening.answers);
  if (form) forms.preloadRenderersOf(form.schema as RJSFSchema, form.uiSchema as UiSchema);
}

/**
 * The validate-application-access guard: loads the application; one the user may not see
 * (the server answers 404 for other people's) sends them to `/`.
 */
export async function applicationLoader({ params }: LoaderFunctionArgs): Promise<Application> {
  // the family's wizard (bio, globalgap), its texts and the form engine come beside the application rather than after it
  const formCode = preloadWizard(typeOfPath(params.family ?? ''));
  try {
    // an answer of the last two seconds is current: the draft `/add` has just made comes from
    // its own answer (one round trip less); any other visit asks the server
    const application = await queryClient.fetchQuery({ ...applicationQuery(params.id ?? ''), staleTime: FRESH_MS });
    // its wizard's steps are judged (shown, complete) with their validators: here before the screen renders
    await loadWizardValidators(application.wizard_id);
    // a draft opens the wizard: the open step's renderers travel beside the screen's script, not after its first render
    if (application.status === 'draft') void formCode.then((chunks) => preloadOpeningStep(application.wizard_id, application, chunks));
    return application;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 'network' && error.status < 500) throw redirect('/');
    throw new Response('The application could not be loaded', { status: 503 });
  }
}

/**
 * `/`: its list is asked for beside the screen's script rather than after it has arrived and
 * rendered (one round trip less on a slow network); the screen's query finds it in the cache.
 */
export function myApplicationsLoader({ request }: LoaderFunctionArgs): null {
  if (getSession()) void queryClient.prefetchQuery(applicationsQuery(filtersFromSearch(new URL(request.url).searchParams)));
  return null;
}
