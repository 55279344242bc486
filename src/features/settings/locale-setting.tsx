import { Field } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LocaleSelect } from './locale-select';

/** The user's language on the settings page; saved at once, like the header's switch. */
export function LocaleSetting() {
  return (
    <Field.Root maxW="sm">
      <Field.Label>
        <FormattedMessage id="accounts.settings.language" />
      </Field.Label>
      <LocaleSelect />
      <Field.HelperText>
        <FormattedMessage id="accounts.settings.languageHelp" />
      </Field.HelperText>
    </Field.Root>
  );
}
