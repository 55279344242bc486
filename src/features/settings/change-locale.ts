import { api } from '../../api/client';
import { getSession, setSession } from '../../api/session';
import { appStore } from '../../api/session';
import { localeAtom, persistLocale } from '../../i18n/locale-store';
import { isSupportedLocale } from '../../i18n/locales';

/** Spec §4: switching loads the catalogue, saves it locally and, when signed in, on the server. */
export function changeLocale(next: string): void {
  if (!isSupportedLocale(next)) return;
  appStore.set(localeAtom, next);
  persistLocale(next);
  const session = getSession();
  if (session) {
    setSession({ ...session, locale: next });
    void api.POST('/users/locale', { body: { locale: next } }).catch(() => undefined);
  }
}
