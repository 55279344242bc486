// The names ui schemas may use (`"ui:widget": "…"`, `"ui:field": "…"`). Kept apart from the
// components so that `npm run schemas:check` can read them without loading React; the
// registry's types make sure both lists stay in step.
export const WIDGET_NAMES = ['yesNo', 'date', 'select', 'textarea', 'optionList', 'interfaceLanguage'] as const;
export const FIELD_NAMES = ['declarations', 'table', 'geoPoint', 'regionCascade', 'handlingSites', 'fileUpload', 'pickList'] as const;

// Cells of a table drawn by their own renderer (`"ui:cell"` in a table's item ui schema).
export const CELL_NAMES = ['dialog', 'computed', 'map', 'multiChoice'] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];
export type FieldName = (typeof FIELD_NAMES)[number];
