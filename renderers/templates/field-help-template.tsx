import { Text } from '@chakra-ui/react';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/**
 * `ui:help` of a field whose widget does not draw it under its label (a table, an upload, a
 * plain checkbox): a line of its own under the field. The Chakra theme's is a superscript that
 * rides up over the input above it.
 */
export function FieldHelpTemplate({ fieldPathId, help }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Text id={helpId(fieldPathId)} fontSize="sm" color="fg.muted" mt={1} whiteSpace="pre-line">
      {help}
    </Text>
  );
}
