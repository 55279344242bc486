import { NativeSelect } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../../i18n/locale-store';
import { supportedLocales } from '../../i18n/locales';
import { changeLocale, localeNames } from './change-locale';

/**
 * The portal's languages, each named in itself, the current one chosen; a choice applies and is
 * saved at once. The header's switch and the settings page's field show it.
 */
export function LocaleSelect({ size, width, ariaLabel }: { size?: 'sm' | 'md'; width?: 'auto'; ariaLabel?: string }) {
  const locale = useAtomValue(localeAtom);
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field aria-label={ariaLabel} value={locale} onChange={(event) => changeLocale(event.currentTarget.value)}>
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
