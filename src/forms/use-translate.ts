import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Words for a message id in the portal's language; a text that is not a message id (a
 * property name, words already translated) is given back as it is.
 */
export function useTranslate(): (id: string) => string {
  const intl = useIntl();
  return useCallback((id: string) => (intl.messages[id] !== undefined ? intl.formatMessage({ id }) : id), [intl]);
}
