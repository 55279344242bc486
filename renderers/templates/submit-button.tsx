import { Box, Button } from '@chakra-ui/react';
import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { FormattedMessage } from 'react-intl';

/** The form's submit button; its text is a message id (`ui:submitButtonOptions.submitText`). */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props: buttonProps } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  // rjsf fills in its English "Submit" when the ui schema names no text
  const text = submitText && submitText !== 'Submit' ? submitText : <FormattedMessage id="forms.submit" />;
  return (
    <Box mt={4}>
      <Button type="submit" colorPalette="green" {...buttonProps}>
        {text}
      </Button>
    </Box>
  );
}
