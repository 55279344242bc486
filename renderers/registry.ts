import type { Field, TemplatesType, Widget } from '@rjsf/utils';
import type { FieldName, WidgetName } from './renderer-names';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldErrorTemplate } from './templates/field-error-template';
import { SubmitButton } from './templates/submit-button';
import { TitleFieldTemplate } from './templates/title-field-template';
import { FieldTemplate } from './templates/field-template';
import { DescriptionFieldTemplate } from './templates/description-field-template';
import { FieldHelpTemplate } from './templates/field-help-template';
import { RadioWidget } from './widgets/radio-widget';
import { CheckboxesWidget } from './widgets/checkboxes-widget';
import { YesNoWidget } from './widgets/yes-no-widget';
import { DateWidget } from './widgets/date-widget';
import { SelectWidget } from './widgets/select-widget';
import { TextareaWidget } from './widgets/textarea-widget';
import { DeclarationsField } from './fields/declarations-field';
import { TableField } from './table/table-field';
import { GeoPointField } from './geo-point/geo-point-field';
import { RegionCascadeField } from './region-cascade/region-cascade-field';
import { HandlingSitesField } from './handling-sites/handling-sites-field';
import { FileUploadField } from './file-upload/file-upload-field';

/**
 * Renderers by name, as ui schemas refer to them (`"ui:widget": "yesNo"`,
 * `"ui:field": "table"`). Plain maps, merged over the Chakra theme by <SchemaForm>.
 */
export const widgets: Record<WidgetName | 'radio' | 'checkboxes', Widget> = {
  yesNo: YesNoWidget,
  date: DateWidget,
  select: SelectWidget,
  textarea: TextareaWidget,
  // rjsf's own names, replaced so that help texts sit under their question
  radio: RadioWidget,
  checkboxes: CheckboxesWidget,
};

export const fields: Record<FieldName, Field> = {
  declarations: DeclarationsField as Field,
  table: TableField as Field,
  geoPoint: GeoPointField as Field,
  regionCascade: RegionCascadeField as Field,
  handlingSites: HandlingSitesField as Field,
  fileUpload: FileUploadField as Field,
};

export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldErrorTemplate,
  TitleFieldTemplate,
  FieldTemplate,
  DescriptionFieldTemplate,
  FieldHelpTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
