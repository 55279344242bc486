import type { TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './templates/base-input-template';

/**
 * Renderers by name, as ui schemas refer to them (`"ui:widget": "…"`, `"ui:field": "…"`).
 * Plain maps, merged over the Chakra theme by <SchemaForm>.
 */
export const widgets = {};
export const fields = {};
export const templates: Partial<TemplatesType> = { BaseInputTemplate };
