import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import { screenTitleAtom } from '../../forms/screen-title';

export interface RouteHandle {
  /** Spec §2 title key; translated as `titles.<key>`. */
  title?: string;
  /** False for a screen that shows none of the casework texts (src/i18n/namespaces.ts): the wizard's. */
  casework?: boolean;
  /** A guest screen whose form is long (registration): its card takes a laptop's width. */
  wide?: boolean;
}

/** Keeps document.title in step with the screen's own title or the deepest route that names one. */
export function PageTitle() {
  const matches = useMatches();
  const intl = useIntl();
  const screenTitle = useAtomValue(screenTitleAtom);
  const key = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  const app = intl.formatMessage({ id: 'app.name' });
  const named = screenTitle ?? (key ? intl.formatMessage({ id: `titles.${key}` }) : null);
  const title = named ? `${named} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
