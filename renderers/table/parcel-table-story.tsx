import { useEffect, useMemo, useRef } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { StoryForm } from '../story-form';
import { runtimeValidate } from '../../src/forms/runtime-validator';
import { TableField } from './table-field';
import { parcelTableSchema } from './parcel-fixtures';

export interface ParcelTableStoryProps {
  rows: Record<string, unknown>[];
  readonly?: boolean;
  minItems?: number;
  maxItems?: number;
  /** Submits once on mount, to show the table as it looks after a failed submit. */
  submitOnMount?: boolean;
}

const uiSchema: UiSchema = { parcels: { 'ui:field': TableField } };

/** A parcel form whose only field is the table, for stories and the benchmark harness. */
export function ParcelTableStory({ rows, readonly, minItems = 1, maxItems, submitOnMount }: ParcelTableStoryProps) {
  const schema = useMemo(() => parcelTableSchema({ minItems, maxItems }), [minItems, maxItems]);
  const validate = useMemo(() => runtimeValidate(schema), [schema]);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitOnMount) wrapper.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
  }, [submitOnMount]);
  return (
    <div ref={wrapper}>
      <StoryForm formId="stories/parcel-table" schema={schema} uiSchema={uiSchema} validate={validate} initial={{ parcels: rows }} readonly={readonly} />
    </div>
  );
}
