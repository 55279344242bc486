import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';

type Translate = (id: string) => string;

// The words rjsf itself draws (buttons of lists, empty lists…), as message ids of the
// portal: `forms.rjsf.<name>` where `<name>` is rjsf's TranslatableString key.
const names = new Map<string, string>(Object.entries(TranslatableString).map(([name, english]) => [english, name]));

/**
 * rjsf's `translateString` in the portal's language: its own English only where the portal
 * has no message for the string (messages nobody sees, such as schema errors for developers).
 */
export function rjsfStrings(translate: Translate) {
  return (string: TranslatableString, params?: string[]) => {
    const id = `forms.rjsf.${names.get(string) ?? ''}`;
    const words = translate(id);
    return words === id ? englishStringTranslator(string, params) : replaceStringParameters(words, params);
  };
}
