import { NativeSelect } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../i18n/locale-store';
import { supportedLocales } from '../../i18n/locales';
import { changeLocale, localeNames } from '../../features/settings/change-locale';

/** The language switch of the layouts' headers (the settings page has it too). */
export function LocaleSwitch() {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: 'layout.language' })}
        value={locale}
        onChange={(event) => changeLocale(event.currentTarget.value)}
      >
        {supportedLocales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
