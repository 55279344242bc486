import { useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledValidate } from '../src/validation/types';
import { SchemaForm } from '../src/forms/schema-form';

export interface StoryFormProps {
  /** `stories/<renderer>`: the form's id (texts, its answers kept apart from others'). */
  formId: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validate: CompiledValidate;
  /** The answers the story starts from. */
  initial: Record<string, unknown>;
  readonly?: boolean;
}

/**
 * A renderer's story: a form of one field with the renderer, holding its answers and
 * submitting to itself, so a story shows what a person would type and see without an API.
 */
export function StoryForm({ formId, schema, uiSchema, validate, initial, readonly }: StoryFormProps) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <SchemaForm
      formId={formId}
      schema={schema}
      uiSchema={uiSchema}
      validate={validate}
      formData={data}
      readonly={readonly}
      onChange={setData}
      onSubmit={setData}
    />
  );
}
