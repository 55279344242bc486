import { useCatalogueParts } from '../../i18n/intl-provider';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { RegistrationPanel } from './registration-panel';

/**
 * Registration as /register shows it: its forms hold addresses, handling sites and uploads, whose
 * texts are not among the guests' (src/i18n/namespaces.ts, FIELDS_NAMESPACES), so it waits for
 * them rather than show their raw ids.
 */
export function RegistrationScreen() {
  const fieldTextsLoaded = useCatalogueParts('fields');
  return fieldTextsLoaded ? <RegistrationPanel /> : <LoadingSpinner />;
}
