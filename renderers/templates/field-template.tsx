import { Box } from '@chakra-ui/react';
import { getTemplate, getUiOptions, type FieldTemplateProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';

// The widgets of renderers/ that draw a question's help under its label (FieldDescription).
const widgetsDrawingHelp = new Set(['text', 'email', 'password', 'url', 'select', 'textarea', 'date', 'yesNo', 'radio', 'checkboxes']);

/**
 * Whether the question's own widget draws its `ui:help` under the label (text inputs, selects,
 * choices, dates); other fields (tables, uploads, a plain checkbox) get it from this template.
 */
export function fieldDrawsOwnHelp(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  if (uiSchema?.['ui:field']) return false;
  const widget = uiSchema?.['ui:widget'];
  if (schema.type === 'array') return widget === 'checkboxes';
  if (schema.type === 'boolean') return typeof widget === 'string' && widgetsDrawingHelp.has(widget);
  if (schema.type === 'object' || schema.type === undefined) return false;
  return widget === undefined || (typeof widget === 'string' && widgetsDrawingHelp.has(widget));
}

/**
 * One question: its input (which draws its own label and help text, see FieldDescription),
 * then its help and its messages. The Chakra theme draws the help text above the label in a
 * zero-height legend, where it overprints the question before it.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, classNames, style, hidden, errors, help, registry, uiSchema, schema } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema));
  return (
    <WrapIfAdditionalTemplate {...props}>
      <Box className={classNames} style={style} data-field={id} mb={3} minW={0}>
        {children}
        {!fieldDrawsOwnHelp(schema, uiSchema) && help}
        {errors}
      </Box>
    </WrapIfAdditionalTemplate>
  );
}
