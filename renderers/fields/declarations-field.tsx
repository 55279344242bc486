import { Box, Fieldset, Stack, Text } from '@chakra-ui/react';
import { QuestionFieldset } from '../templates/field-group';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { FormattedMessage } from 'react-intl';
import { shouldShowErrors } from '../../src/forms/form-context';

/**
 * A list of statements, each to be accepted: an object whose boolean properties are the
 * statements (their titles are the text). Each checkbox is labelled by its whole statement.
 */
export function DeclarationsField(props: FieldProps<Record<string, boolean | undefined>>) {
  const { schema, formData = {}, onChange, disabled, readonly, errorSchema, fieldPathId, registry, onBlur } = props;
  const baseId = fieldPathId.$id;
  const statements = Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>);
  const accepted = statements.filter(([key]) => formData[key] === true).length;
  return (
    <QuestionFieldset legendId={schema.title ? `${baseId}__legend` : undefined} disabled={disabled || readonly} mb={4}>
      {schema.title && <Fieldset.Legend id={`${baseId}__legend`} fontWeight="semibold">{schema.title}</Fieldset.Legend>}
      {schema.description && <Text color="gray.600">{schema.description}</Text>}
      <Text fontSize="sm" color="gray.600" aria-live="polite">
        <FormattedMessage id="forms.declarations.accepted" values={{ accepted, total: statements.length }} />
      </Text>
      <Stack gap={3} mt={2}>
        {statements.map(([key, statement], index) => {
          const id = `${baseId}_${key}`;
          const errors = (errorSchema?.[key] as { __errors?: string[] } | undefined)?.__errors ?? [];
          const showErrors = errors.length > 0 && shouldShowErrors(registry.formContext, id);
          return (
            <Box key={key} borderWidth="1px" borderColor={showErrors ? 'red.500' : 'gray.200'} borderRadius="md" p={3}>
              <label htmlFor={id} style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start' }}>
                <input
                  type="checkbox"
                  id={id}
                  checked={formData[key] === true}
                  disabled={disabled || readonly}
                  aria-invalid={showErrors || undefined}
                  aria-describedby={showErrors ? `${id}__error` : undefined}
                  onChange={(event) => onChange({ ...formData, [key]: event.target.checked }, fieldPathId.path)}
                  onBlur={() => onBlur(id, formData[key])}
                  style={{ marginTop: '0.3rem', width: '1.1rem', height: '1.1rem' }}
                />
                <span>
                  <Text as="span" fontWeight="semibold" me={1}>{index + 1}.</Text>
                  {statement.title ?? key}
                </span>
              </label>
              {showErrors && (
                <Text id={`${id}__error`} color="red.600" fontSize="sm" mt={1}>
                  {errors.join(' ')}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    </QuestionFieldset>
  );
}
