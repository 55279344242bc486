import { Text } from '@chakra-ui/react';
import { descriptionId, helpId, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/** The help text of a question: the ui schema's `ui:description`, else the schema's. */
export function descriptionOf(schema: RJSFSchema, options: Record<string, unknown>): string | undefined {
  const text = (options.description as string | undefined) ?? schema.description;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** The ui schema's `ui:help` (already translated), if any. */
export function helpOf(options: Record<string, unknown>): string | undefined {
  const help = options.help;
  return typeof help === 'string' && help.trim() ? help : undefined;
}

/**
 * A question's help texts (its description and its `ui:help`), under its own label and before
 * its input, with the ids the input's `aria-describedby` names (rjsf's `ariaDescribedByIds`),
 * so screen readers read them with the question they belong to. FieldTemplate leaves `ui:help`
 * to the widgets that draw this (fieldDrawsOwnHelp).
 */
export function FieldDescription({ id, schema, options }: { id: string; schema: RJSFSchema; options: Record<string, unknown>; uiSchema?: UiSchema }) {
  const text = descriptionOf(schema, options);
  const help = helpOf(options);
  return (
    <>
      {text && (
        <Text id={descriptionId(id)} fontSize="sm" color="fg.muted" mt={-0.5} mb={1.5} whiteSpace="pre-line">
          {text}
        </Text>
      )}
      {help && (
        <Text id={helpId(id)} fontSize="sm" color="fg.muted" mt={text ? -1 : -0.5} mb={1.5} whiteSpace="pre-line">
          {help}
        </Text>
      )}
    </>
  );
}
