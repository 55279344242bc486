import type { Field, TemplatesType, Widget } from '@rjsf/utils';
import type { FieldName, WidgetName } from './renderer-names';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldErrorTemplate } from './templates/field-error-template';
import { SubmitButton } from './templates/submit-button';
import { TitleFieldTemplate } from './templates/title-field-template';
import { FieldTemplate } from './templates/field-template';
import { DescriptionFieldTemplate } from './templates/description-field-template';
import { FieldHelpTemplate } from './templates/field-help-template';
import { ObjectFieldTemplate } from './templates/object-field-template';
import { ArrayFieldTemplate } from './templates/array-field-template';
import { lazyRenderer, type LazyRenderer } from './lazy-renderer';
import { chakraTheme } from './chakra-theme';

// Widgets and fields come with the first form that shows them (lazyRenderer): a sign-in page
// downloads no map, table or upload code.
const widget = (load: () => Promise<Widget>) => lazyRenderer(load) as Widget;
const field = (load: () => Promise<unknown>) => lazyRenderer(load as () => Promise<Field>) as Field;

/**
 * Renderers by name, as ui schemas refer to them (`"ui:widget": "yesNo"`,
 * `"ui:field": "table"`). Plain maps, merged over the Chakra theme by <SchemaForm>.
 */
export const widgets: Record<WidgetName | 'radio' | 'checkboxes', Widget> = {
  yesNo: widget(() => import('./widgets/yes-no-widget').then((m) => m.YesNoWidget)),
  date: widget(() => import('./widgets/date-widget').then((m) => m.DateWidget)),
  select: widget(() => import('./widgets/select-widget').then((m) => m.SelectWidget)),
  textarea: widget(() => import('./widgets/textarea-widget').then((m) => m.TextareaWidget)),
  optionList: widget(() => import('./widgets/option-list-widget').then((m) => m.OptionListWidget)),
  interfaceLanguage: widget(() => import('./widgets/interface-language-widget').then((m) => m.InterfaceLanguageWidget)),
  // rjsf's own names, replaced so that help texts sit under their question
  radio: widget(() => import('./widgets/radio-widget').then((m) => m.RadioWidget)),
  checkboxes: widget(() => import('./widgets/checkboxes-widget').then((m) => m.CheckboxesWidget)),
};

export const fields: Record<FieldName, Field> = {
  declarations: field(() => import('./fields/declarations-field').then((m) => m.DeclarationsField)),
  table: field(() => import('./table/table-field').then((m) => m.TableField)),
  geoPoint: field(() => import('./geo-point/geo-point-field').then((m) => m.GeoPointField)),
  regionCascade: field(() => import('./region-cascade/region-cascade-field').then((m) => m.RegionCascadeField)),
  handlingSites: field(() => import('./handling-sites/handling-sites-field').then((m) => m.HandlingSitesField)),
  fileUpload: field(() => import('./file-upload/file-upload-field').then((m) => m.FileUploadField)),
  pickList: field(() => import('./fields/pick-list-field').then((m) => m.PickListField)),
};

export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldErrorTemplate,
  TitleFieldTemplate,
  FieldTemplate,
  DescriptionFieldTemplate,
  FieldHelpTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};

/**
 * Fetches every lazily loaded renderer now: component tests and stories render a form and
 * look at it at once, as a screen that has already shown these renderers does.
 */
export const preloadRenderers = async (): Promise<void> => {
  const all = [...Object.values(widgets), ...Object.values(fields), ...Object.values(chakraTheme.widgets ?? {})];
  await Promise.all(all.map((renderer) => (renderer as Partial<LazyRenderer<object>>).preload?.()));
};
