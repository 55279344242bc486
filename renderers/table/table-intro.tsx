import { memo } from 'react';
import { getTemplate, getUiOptions, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';

interface TableIntroProps {
  titleId: string;
  descriptionId: string;
  title: string;
  description: string | undefined;
  required: boolean | undefined;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  registry: Registry;
}

/**
 * The table's title and description, through the form's own templates. Memoised: they do not
 * change as cells are edited and left, so a move between cells renders none of their styled
 * components.
 */
export const TableIntro = memo(function TableIntro({ titleId, descriptionId, title, description, required, schema, uiSchema, registry }: TableIntroProps) {
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  return (
    <>
      <TitleFieldTemplate id={titleId} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />
      {description && <DescriptionFieldTemplate id={descriptionId} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />}
    </>
  );
});
