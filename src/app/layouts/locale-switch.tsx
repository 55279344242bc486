import { useIntl } from 'react-intl';
import { LocaleSelect } from '../../features/settings/locale-select';

/** The language switch of the layouts' headers (the settings page has it too). */
export function LocaleSwitch() {
  const intl = useIntl();
  return <LocaleSelect size="sm" width="auto" ariaLabel={intl.formatMessage({ id: 'layout.language' })} />;
}
