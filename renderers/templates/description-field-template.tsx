import { Text } from '@chakra-ui/react';
import type { DescriptionFieldProps } from '@rjsf/utils';

/**
 * The help text of a section (an object or a list) under its title. The Chakra theme draws it
 * as superscript in a legend, where long texts overprint the questions around them.
 */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text as="div" id={id} fontSize="sm" color="fg.muted" mb={2} whiteSpace="pre-line">
      {description}
    </Text>
  );
}
