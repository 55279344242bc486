import { useId, useRef, useState } from 'react';
import { NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../i18n/locale-store';
import { LANGUAGES } from '../../i18n/locales';
import { changeLocale } from './change-locale';

// Keys that change a closed native select's value in place (Chromium on Windows and Linux):
// arrows, paging, and letters typed to find an option. Alt+↓ and Space open its list instead.
const stepsThrough = (event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }) =>
  !event.altKey && !event.ctrlKey && !event.metaKey && (/^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/.test(event.key) || (event.key.length === 1 && event.key !== ' '));

/**
 * The portal's languages, each named in itself, the current one chosen. A choice made with
 * the mouse, by touch or in the opened list applies and is saved at once; stepping through the
 * closed list with the arrows (or letters) only shows the language, and Enter applies it (the
 * whole page changed language at each arrow press, issue 46); leaving without Enter keeps the
 * page's. The header's switch and the settings page's field show it.
 */
export function LocaleSelect({ size, width, ariaLabel }: { size?: 'sm' | 'md'; width?: 'auto'; ariaLabel?: string }) {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const hintId = useId();
  const [shown, setShown] = useState<string | null>(null);
  const keyed = useRef(false);
  const apply = (code: string) => {
    setShown(null);
    if (code !== locale) changeLocale(code);
  };
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field
        aria-label={ariaLabel}
        aria-describedby={hintId}
        value={shown ?? locale}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && shown !== null) {
            event.preventDefault();
            apply(shown);
            return;
          }
          keyed.current = stepsThrough(event);
        }}
        onPointerDown={() => {
          keyed.current = false;
        }}
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (keyed.current) {
            keyed.current = false;
            setShown(code);
          } else apply(code);
        }}
        onBlur={() => setShown(null)}
      >
        {/* the languages of locales/languages.json, each named in itself: a person who cannot read the current one finds theirs */}
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
      <VisuallyHidden id={hintId}>{intl.formatMessage({ id: 'layout.language.hint' })}</VisuallyHidden>
    </NativeSelect.Root>
  );
}
