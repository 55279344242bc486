import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { catalogOfBundle, type RevisionBundle } from '../../engine/revisions/bundle';
import type { WizardManifest, WizardStep } from '../../engine/wizard';
import type { FormOf } from '../../engine/certificate-items';
import { knownFormDefinition } from '../../forms/validators';
import { visibleWizardSteps, wizardManifest } from '../../forms/wizard-catalog';
import { isLocale } from '../../engine/locales';
import type { Application } from './applications-api';
import { revisionQuery } from './revisions-queries';

type Parsed = Record<string, unknown>;

/** The questionnaire an application is shown with: today's (the build's), or the revision it is frozen on. */
export interface ApplicationQuestionnaire {
  /** False while a frozen application's revision is on its way. */
  ready: boolean;
  /** True when the application is shown with a revision that is not today's (docs/revisions.md). */
  frozen: boolean;
  manifest: WizardManifest | undefined;
  steps: WizardStep[];
  /** A form's schema and ui schema, of the application's own revision. */
  formOf: FormOf;
  /** The revision's texts over the app's (a frozen application's questions read as they did); a no-op for today's. */
  Texts: (props: { children: ReactNode }) => ReactNode;
  /** The revision's published version ("Filled under version N"). */
  version: number | undefined;
  /** Failed to read the revision. */
  failed: boolean;
}

const todaysForm: FormOf = (id) => knownFormDefinition(id) as ReturnType<FormOf>;
const Plain = ({ children }: { children: ReactNode }) => children;

/**
 * An application's questionnaire: a draft or an application on today's revision is shown
 * with the forms of the build (validators and all); one frozen on an older revision (submitted
 * before a change of `schemas/`) with that revision's bundle, read from the server: its
 * manifest, forms and texts. Read-only, so no validator is needed (the browser may not compile
 * one: the "precompiled, no eval" rule), and no step is judged incomplete by a later form.
 */
export function useApplicationQuestionnaire(application: Application | undefined): ApplicationQuestionnaire {
  const revision = application?.revision;
  const frozen = !!revision && !revision.current;
  const bundleQuery = useQuery({ ...revisionQuery(revision?.hash ?? ''), enabled: frozen });
  const bundle = bundleQuery.data?.bundle as unknown as RevisionBundle | undefined;
  const parsed = bundleQuery.data?.parsed_messages as Record<string, Parsed> | undefined;
  const catalog = useMemo(() => (bundle ? catalogOfBundle(bundle) : undefined), [bundle]);
  const Texts = useMemo(() => (parsed ? revisionTexts(parsed) : Plain), [parsed]);
  if (!application) return { ready: false, frozen, manifest: undefined, steps: [], formOf: todaysForm, Texts: Plain, version: undefined, failed: false };
  if (!frozen) {
    const manifest = wizardManifest(application.wizard_id);
    return {
      ready: true,
      frozen,
      manifest,
      steps: manifest ? visibleWizardSteps(manifest, application.answers) : [],
      formOf: todaysForm,
      Texts: Plain,
      version: revision?.version,
      failed: false,
    };
  }
  if (!bundle || !catalog) return { ready: false, frozen, manifest: undefined, steps: [], formOf: todaysForm, Texts: Plain, version: revision.version, failed: bundleQuery.isError };
  // the steps the server showed for these answers by the revision's own conditions
  const shown = new Set(revision.steps);
  return {
    ready: true,
    frozen,
    manifest: bundle.wizard,
    steps: bundle.wizard.steps.filter((step) => shown.has(step.id)),
    formOf: (id) => catalog.forms.get(id) as ReturnType<FormOf>,
    Texts,
    version: revision.version,
    failed: false,
  };
}

/** A provider of the revision's texts over the app's, in the reader's language (English under it, as the app has). */
function revisionTexts(parsed: Record<string, Parsed>) {
  return function RevisionTexts({ children }: { children: ReactNode }) {
    const intl = useIntl();
    const { locale, messages: appMessages } = intl;
    const messages = useMemo(() => {
      const own = isLocale(locale) ? parsed[locale] : undefined;
      return { ...appMessages, ...parsed.en, ...own } as typeof appMessages;
    }, [appMessages, locale]);
    return (
      <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError} formats={intl.formats} timeZone={intl.timeZone}>
        {children}
      </IntlProvider>
    );
  };
}
