import { Text } from '@chakra-ui/react';
import { descriptionId, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/** The help text of a question: the ui schema's `ui:description`, else the schema's. */
export function descriptionOf(schema: RJSFSchema, options: Record<string, unknown>): string | undefined {
  const text = (options.description as string | undefined) ?? schema.description;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/**
 * A question's help text, under its own label and before its input, with the id the input's
 * `aria-describedby` names (rjsf's `ariaDescribedByIds`), so screen readers read it with the
 * question it belongs to.
 */
export function FieldDescription({ id, schema, options }: { id: string; schema: RJSFSchema; options: Record<string, unknown>; uiSchema?: UiSchema }) {
  const text = descriptionOf(schema, options);
  if (!text) return null;
  return (
    <Text id={descriptionId(id)} fontSize="sm" color="fg.muted" mt={-0.5} mb={1.5} whiteSpace="pre-line">
      {text}
    </Text>
  );
}
