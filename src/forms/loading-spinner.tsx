import { Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** What a section shows while its data arrives: a spinner a screen reader announces as loading. */
export function LoadingSpinner() {
  const intl = useIntl();
  // a status region may carry a name; a bare spinner (a generic element) may not
  return <Spinner role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />;
}
