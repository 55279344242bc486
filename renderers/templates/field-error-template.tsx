import { Text } from '@chakra-ui/react';
import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { shouldShowErrors } from '../../src/forms/form-context';

/**
 * A field's messages, beside it. Hidden until the person has left the field or tried to
 * submit, so an empty form does not open covered in red.
 */
export function FieldErrorTemplate({ errors = [], fieldPathId, registry }: FieldErrorProps) {
  if (errors.length === 0 || !shouldShowErrors(registry.formContext, fieldPathId.$id)) return null;
  return (
    <Text as="div" id={errorId(fieldPathId)} color="red.600" fontSize="sm" mt={1}>
      {errors.map((error, index) => (
        <div key={index}>{error}</div>
      ))}
    </Text>
  );
}
