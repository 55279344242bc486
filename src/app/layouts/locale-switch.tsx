import { NativeSelect } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom, persistLocale } from '../../i18n/locale-store';
import { isSupportedLocale, supportedLocales } from '../../i18n/locales';
import { api } from '../../api/client';
import { getSession, setSession } from '../../api/session';

// Each language is named in itself, so a person who cannot read the current one finds theirs.
const names: Record<string, string> = { el: 'Ελληνικά', en: 'English', es: 'Español' };

/** Spec §4: switching loads the catalogue, saves it locally and, when signed in, on the server. */
export function LocaleSwitch() {
  const [locale, setLocale] = useAtom(localeAtom);
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: 'layout.language' })}
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isSupportedLocale(next)) return;
          setLocale(next);
          persistLocale(next);
          const session = getSession();
          if (session) {
            setSession({ ...session, locale: next });
            void api.POST('/users/locale', { body: { locale: next } }).catch(() => undefined);
          }
        }}
      >
        {supportedLocales.map((code) => (
          <option key={code} value={code} lang={code}>
            {names[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
