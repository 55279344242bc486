import { useCatalogueParts } from '../../i18n/intl-provider';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { RegistrationPanel } from './registration-panel';
import { usePortalRecipes } from '../../forms/portal-recipes';

/**
 * Registration as /register shows it: its forms hold addresses, handling sites and uploads, whose
 * texts are not among the guests' (src/i18n/namespaces.ts, FIELDS_NAMESPACES), so it waits for
 * them rather than show their raw ids; its components' recipes beyond the guests' come with it.
 */
export function RegistrationScreen() {
  // its handling sites' cards and uploads' progress (src/app/theme.ts: not the guests')
  usePortalRecipes();
  const fieldTextsLoaded = useCatalogueParts('fields');
  return fieldTextsLoaded ? <RegistrationPanel /> : <LoadingSpinner />;
}
