import { Field, NativeSelect } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { localeAtom } from '../../i18n/locale-store';
import { supportedLocales } from '../../i18n/locales';
import { changeLocale, localeNames } from './change-locale';

/** The user's language on the settings page; saved at once, like the header's switch. */
export function LocaleSetting() {
  const locale = useAtomValue(localeAtom);
  return (
    <Field.Root maxW="sm">
      <Field.Label>
        <FormattedMessage id="accounts.settings.language" />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={locale} onChange={(event) => changeLocale(event.currentTarget.value)}>
          {supportedLocales.map((code) => (
            <option key={code} value={code} lang={code}>
              {localeNames[code]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        <FormattedMessage id="accounts.settings.languageHelp" />
      </Field.HelperText>
    </Field.Root>
  );
}
