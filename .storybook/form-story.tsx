import { useState } from 'react';
import { Box, Code, Heading } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../src/forms/schema-form';
import { formCatalog } from '../src/forms/form-catalog';
import { formFixture } from '../src/forms/form-fixtures';
import { DivisionSourceContext } from '../renderers/region-cascade/division-source';
import { memoryDivisionSource } from '../renderers/region-cascade/memory-division-source';

// Stories reach no API: the region lists come from sample data.
const divisions = memoryDivisionSource();

export interface FormStoryProps {
  formId: string;
  /** Start from the form's fixture (schemas/fixtures/<id>.json) or empty. */
  filled: boolean;
  readonly?: boolean;
}

/** Any form of schemas/ as a person meets it, with its precompiled validator. */
export function FormStory({ formId, filled, readonly }: FormStoryProps) {
  const form = formCatalog.get(formId);
  const [data, setData] = useState<unknown>(filled ? (formFixture(formId) ?? {}) : {});
  const [submitted, setSubmitted] = useState<unknown>(null);
  if (!form) return <Heading size="md">No form {formId}</Heading>;
  return (
    <DivisionSourceContext.Provider value={divisions}>
      <Box maxW="5xl" p={4}>
        <SchemaForm
          formId={formId}
          schema={form.schema as RJSFSchema}
          uiSchema={form.uiSchema as UiSchema}
          formData={data}
          readonly={readonly}
          onChange={setData}
          onSubmit={setSubmitted}
        />
        {submitted !== null && (
          <Code as="pre" mt={4} p={2} display="block" whiteSpace="pre-wrap" data-testid="submitted">
            {JSON.stringify(submitted, null, 2)}
          </Code>
        )}
      </Box>
    </DivisionSourceContext.Provider>
  );
}
