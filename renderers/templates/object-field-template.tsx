import { Fragment } from 'react';
import { Grid, GridItem } from '@chakra-ui/react';
import ChakraObjectFieldTemplate from '@rjsf/chakra-ui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import { descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { sameAsHidden } from '../../src/validation/rules/same-as';
import type { PortalFormContext } from '../../src/forms/form-context';

/**
 * How many of an object's `columns` a question takes: its `ui:options.span`, else all of them
 * for a group of questions of its own (an object, a list, a custom field such as the region
 * cascade), for a tick box (its label is a sentence) and for a text of several lines (a
 * comment is written across the page, not in a sixth of it), else one.
 */
export function spanOf(schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined, columns: number): number {
  const span = getUiOptions(uiSchema).span;
  if (typeof span === 'number' && span >= 1) return Math.min(Math.floor(span), columns);
  const type = schema?.type;
  const wide =
    type === 'object' || type === 'array' || type === 'boolean' || typeof schema?.$ref === 'string' || !!uiSchema?.['ui:field'] || uiSchema?.['ui:widget'] === 'textarea';
  return wide ? columns : 1;
}

/**
 * An object's questions. With `"ui:options": { "columns": n }` they sit in a grid of n
 * columns from a laptop's width up (each taking its `span`, see spanOf), so that questions
 * that belong together (first and last name, phone and landline) stand side by side instead of
 * in a 290 px strip; below that, and without `columns`, one under the other as rjsf's Chakra
 * theme lays them out.
 */
export function ObjectFieldTemplate(given: ObjectFieldTemplateProps) {
  const props = withoutCopiedAnswers(given);
  const { title, description, properties, required, uiSchema, schema, registry, fieldPathId, readonly, disabled, optionalDataControl } = props;
  // A group whose every question is hidden (an answer carried from another step, a copy kept
  // by "same as above") asks nothing here: its heading and explanation would stand alone, as
  // organic step 5's "Parallel cultivation" did when step 4 said no parallel production.
  if (properties.length > 0 && properties.every((element) => element.hidden)) {
    return <>{properties.map((element) => <Fragment key={element.name}>{element.content}</Fragment>)}</>;
  }
  const uiOptions = getUiOptions(uiSchema);
  const columns = typeof uiOptions.columns === 'number' ? Math.floor(uiOptions.columns) : 1;
  if (columns < 2) return <ChakraObjectFieldTemplate {...props} />;
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const childSchema = (name: string) => {
    const own = schema.properties?.[name];
    return own && typeof own === 'object' ? registry.schemaUtils.retrieveSchema(own as RJSFSchema) : undefined;
  };
  return (
    <>
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={!readonly && !disabled ? optionalDataControl : undefined}
        />
      )}
      {description && <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` }} columnGap={4} alignItems="start" mb={4}>
        {properties.map((element) =>
          element.hidden ? (
            element.content
          ) : (
            <GridItem key={element.name} colSpan={{ base: 1, md: spanOf(childSchema(element.name), uiSchema?.[element.name] as UiSchema | undefined, columns) }} minW={0}>
              {element.content}
            </GridItem>
          ),
        )}
      </Grid>
    </>
  );
}

/**
 * The questions a ticked "same as above" box stands for are not asked: they hold a copy of the
 * answer above, kept in step by the form (`sameAs`, src/validation/rules/same-as.ts). Hidden,
 * not removed, as rjsf's own hidden fields are.
 */
function withoutCopiedAnswers(props: ObjectFieldTemplateProps): ObjectFieldTemplateProps {
  const root = (props.registry.formContext as Partial<PortalFormContext> | undefined)?.getFormData?.();
  const copied = sameAsHidden(props.schema, props.formData, root);
  if (copied.length === 0) return props;
  const properties = props.properties.map((element) =>
    copied.includes(element.name) ? { ...element, hidden: true, content: <div key={element.name} style={{ display: 'none' }}>{element.content}</div> } : element,
  );
  return { ...props, properties };
}
