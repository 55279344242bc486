import type { WidgetProps } from '@rjsf/utils';
import { LANGUAGES } from '../../src/engine/locales';
import { SelectWidget } from './select-widget';

// Built once: the list is data (locales/languages.json) and does not change while the page runs.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.name }));

/**
 * An account's language (`"ui:widget": "interfaceLanguage"` beside `"interfaceLanguage": true`):
 * the portal's languages from `locales/languages.json`, each named in itself as the header's
 * language menu names it, so a person who cannot read the page's language still finds theirs
 * and a fourth language appears here without a change to the form.
 */
export function InterfaceLanguageWidget(props: WidgetProps) {
  // each name is read out in its own language (lang on its option), as in the header's menu
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: LANGUAGE_OPTIONS, optionLang: (code: unknown) => String(code) }} />;
}
