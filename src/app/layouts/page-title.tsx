import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';

export interface RouteHandle {
  /** Spec §2 title key; translated as `titles.<key>`. */
  title?: string;
  /** False for a screen that shows none of the casework texts (src/i18n/namespaces.ts): the wizard's. */
  casework?: boolean;
}

/** Keeps document.title in step with the deepest route that names a title. */
export function PageTitle() {
  const matches = useMatches();
  const intl = useIntl();
  const key = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  const app = intl.formatMessage({ id: 'app.name' });
  const title = key ? `${intl.formatMessage({ id: `titles.${key}` })} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
