import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../schema-form';
import { formCatalog } from '../form-catalog';
import { formFixture } from '../form-fixtures';

export type Answers = Record<string, Record<string, unknown>>;

/** A form of schemas/ started from its sample answers with one answer changed (stories that play a person's steps). */
export function ChangedSample({
  formId,
  change = (sample) => sample,
  otherSteps,
}: {
  formId: string;
  change?: (sample: Answers) => Answers;
  /** Other steps' sample answers by step id and form, as the wizard gives them (lists fed by another step). */
  otherSteps?: Record<string, string>;
}) {
  const form = formCatalog.get(formId)!;
  const [data, setData] = useState<unknown>(() => change(structuredClone(formFixture(formId)) as Answers));
  const [answers] = useState(() => (otherSteps ? () => Object.fromEntries(Object.entries(otherSteps).map(([step, form]) => [step, formFixture(form)])) : undefined));
  return (
    <Box maxW="5xl" p={4}>
      <SchemaForm formId={formId} schema={form.schema as RJSFSchema} uiSchema={form.uiSchema as UiSchema} formData={data} onChange={setData} onSubmit={() => undefined} answers={answers} />
    </Box>
  );
}
