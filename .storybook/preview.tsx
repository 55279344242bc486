import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { AppProviders } from '../src/app/providers';
import { appStore } from '../src/api/session';
import { localeAtom } from '../src/i18n/locale-store';
import { isSupportedLocale } from '../src/i18n/locales';
import { validators } from 'virtual:form-validators';
import { provideForms, provideValidators } from '../src/forms/validators';
import { formCatalog, schemaCatalog } from '../src/forms/form-catalog';
import { provideWizards } from '../src/forms/wizard-validators';
import { preloadSchemaForm } from '../src/forms/catalog-form';
import { preloadRenderers } from '../renderers/registry';

// Stories render their forms at once (the app fetches each form's validator on first use).
provideValidators(validators);
provideForms(Object.fromEntries(formCatalog.ids.map((id) => [id, formCatalog.get(id)!])));
provideWizards(schemaCatalog.wizards);

// The toolbar's language drives the same locale atom the app uses.
function ToolbarLocale({ locale, children }: { locale: unknown; children: ReactNode }) {
  useEffect(() => {
    if (isSupportedLocale(locale)) appStore.set(localeAtom, locale);
  }, [locale]);
  return <AppProviders>{children}</AppProviders>;
}

const withLocale: Decorator = (Story, context) => (
  <ToolbarLocale locale={context.globals.locale}>
    <Story />
  </ToolbarLocale>
);

const preview: Preview = {
  decorators: [withLocale],
  // and with every renderer already here (the app fetches each on first use)
  loaders: [() => Promise.all([preloadRenderers(), preloadSchemaForm()])],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'el', title: 'Ελληνικά' },
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'el' },
};
export default preview;
