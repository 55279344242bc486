import type { Field } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import MultiSchemaField from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { lazyDefaultRenderer } from '../../renderers/lazy-renderer';

const onFirstUse = lazyDefaultRenderer<Field>;

/**
 * Stands in for rjsf core's `components/fields/index.js` (vite.config.ts): the same fields by the
 * same names, but those our forms never show (rjsf 6's layout grid, its fallback for a question
 * without a type, cyclic schemas, optional-data controls) come on first use instead of with
 * every form: a fifth of rjsf's script on a sign-in page and on the wizard's first step.
 */
export default function fields(): Record<string, Field> {
  return {
    AnyOfField: MultiSchemaField as Field,
    ArrayField: ArrayField as Field,
    BooleanField: BooleanField as Field,
    CyclicSchemaField: onFirstUse(() => import('@rjsf/core/lib/components/fields/CyclicSchemaField.js')),
    FallbackField: onFirstUse(() => import('@rjsf/core/lib/components/fields/FallbackField.js')),
    LayoutGridField: onFirstUse(() => import('@rjsf/core/lib/components/fields/LayoutGridField.js')),
    LayoutHeaderField: onFirstUse(() => import('@rjsf/core/lib/components/fields/LayoutHeaderField.js')),
    LayoutMultiSchemaField: onFirstUse(() => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js')),
    NumberField: NumberField as Field,
    ObjectField: ObjectField as Field,
    OneOfField: MultiSchemaField as Field,
    OptionalDataControlsField: onFirstUse(() => import('@rjsf/core/lib/components/fields/OptionalDataControlsField.js')),
    SchemaField: SchemaField as Field,
    StringField: StringField as Field,
    NullField: NullField as Field,
  };
}
