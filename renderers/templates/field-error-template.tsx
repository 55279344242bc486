import { Text } from '@chakra-ui/react';
import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { shouldShowErrors } from '../../src/forms/form-context';
import { labelled } from '../../src/engine/label-colon';

/**
 * A field's messages, beside it, each naming the field. Hidden until the person has left the field or tried to
 * submit, so an empty form does not open covered in red.
 */
export function FieldErrorTemplate({ errors = [], fieldPathId, registry, schema, uiSchema }: FieldErrorProps) {
  if (errors.length === 0 || !shouldShowErrors(registry.formContext, fieldPathId.$id)) return null;
  // Each message names its question, as in the error summary: read out alone (by a screen
  // reader, or beside a long help text) "At most 100 characters" would not say of what.
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema?.title;
  const named = (error: unknown) => (title && typeof error === 'string' ? `${labelled(title)}${error}` : error);
  return (
    <Text as="div" id={errorId(fieldPathId)} color="red.600" fontSize="sm" mt={1}>
      {errors.map((error, index) => (
        <div key={index}>{named(error) as string}</div>
      ))}
    </Text>
  );
}
