import { Box } from '@chakra-ui/react';
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';

/**
 * One question: its input (which draws its own label and help text, see FieldDescription),
 * then its help and its messages. The Chakra theme draws the help text above the label in a
 * zero-height legend, where it overprints the question before it.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, classNames, style, hidden, errors, help, registry, uiSchema } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema));
  return (
    <WrapIfAdditionalTemplate {...props}>
      <Box className={classNames} style={style} data-field={id} mb={3} minW={0}>
        {children}
        {help}
        {errors}
      </Box>
    </WrapIfAdditionalTemplate>
  );
}
