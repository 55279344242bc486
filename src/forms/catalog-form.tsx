import type { ReactNode } from 'react';
import { HStack } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { loadFormDefinition, useFormDefinition, useFormValidate } from './validators';
import type { SchemaFormProps } from './schema-form';
import { lazyRenderer } from '../../renderers/lazy-renderer';
import type { ValidationIssue } from '../validation/types';
import { LoadingSpinner } from './loading-spinner';
import { BusyButton } from './busy-button';
import type { FlatFormProps } from './flat-form';
import { flatFields } from './flat-form-shape';

// rjsf and the form engine download beside the screen rather than before it: the page (its
// heading, tabs, links) paints first and the form follows, fetched together with its schema.
// A flat form (the guests' sign-in and recovery forms: flat-form-shape.ts) needs no engine at
// all: FlatForm draws it. The server announces the engine with the pages whose forms need it
// (scripts/vite-route-preloads.ts), so it still travels beside their screen.
const SchemaForm = lazyRenderer(
  () => import('./schema-form').then((m) => m.SchemaForm as (props: SchemaFormProps<unknown>) => ReactNode),
  <LoadingSpinner />,
);
/** Fetches the form engine now (component tests render a form and look at it at once). */
export const preloadSchemaForm = SchemaForm.preload;
// the flat forms' few kB come beside the form's own chunk too (the server announces them with the page)
const FlatForm = lazyRenderer(() => import('./flat-form').then((m) => m.FlatForm as (props: FlatFormProps<unknown>) => ReactNode), <LoadingSpinner />);

/**
 * Fetches what form `formId` needs before it can show: its schema and validator, and the flat
 * drawer or the engine with the renderers it shows (a route loader that paints its form whole).
 */
export async function loadCatalogForm(formId: string): Promise<void> {
  const definition = await loadFormDefinition(formId);
  const schema = definition.schema as RJSFSchema;
  const uiSchema = definition.uiSchema as UiSchema;
  if (flatFields(schema, uiSchema)) return FlatForm.preload();
  await (await import('./schema-form')).loadRenderersOf(schema, uiSchema);
}

export interface CatalogFormProps<T> {
  /** The form's id under schemas/ (`forms/contact`): its schema and ui schema come from there. */
  formId: string;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  /** A call is under way: the form is disabled and the button says so. */
  busy?: boolean;
  /** Message id of the submit button's text. */
  submitId: string;
  /** The button spans the form (the narrow sign-in and recovery pages). */
  fullWidth?: boolean;
  /** `outline` for a form that is not the page's main action. */
  variant?: 'solid' | 'outline';
  /** Element id prefix of the fields, when two forms share a page. */
  idPrefix?: string;
  /** More buttons after the submit button (cancel, save draft). */
  actions?: ReactNode;
  /** What the server refused in the last save, shown at the fields (see SchemaForm). */
  serverIssues?: readonly ValidationIssue[];
  /** The device copy the answers are kept in (a non-conformity's answer: form-context.ts), so that a file attached offline joins it. */
  formCopy?: string;
  /** UI options of this use only, over the form's own per field (choices already taken: `ui:enumDisabled`). */
  uiOverrides?: UiSchema;
}

/** The form's ui schema with a use's options laid over it, field by field. */
const mergeUi = (base: UiSchema, over: UiSchema): UiSchema =>
  Object.fromEntries([...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => [key, over[key] && base[key] ? { ...base[key], ...over[key] } : (over[key] ?? base[key])]));

/**
 * A form of the portal's screens as they all look: the schema form of `formId` and its submit
 * button (green, busy while the call runs), and any other buttons beside it.
 */
export function CatalogForm<T>(props: CatalogFormProps<T>) {
  const intl = useIntl();
  // the form comes with its validator's chunk, not with the whole schemas/ folder
  const entry = useFormDefinition(props.formId);
  const validate = useFormValidate(props.formId);
  if (!entry || !validate) return <LoadingSpinner />;
  const buttons = (
    <HStack mt={4} gap={3} flexWrap="wrap">
      <BusyButton
        type="submit"
        colorPalette="green"
        variant={props.variant ?? 'solid'}
        width={props.fullWidth ? 'full' : undefined}
        busy={props.busy}
        // every catalogue form sends to the server: offline its button says it needs a connection
        onlineOnly
      >
        {intl.formatMessage({ id: props.submitId })}
      </BusyButton>
      {props.actions}
    </HStack>
  );
  // what either renderer is given alike: the form, its answers, where they go, and the server's word on them
  const shared = {
    formId: props.formId,
    schema: entry.schema as RJSFSchema,
    formData: props.formData,
    onChange: props.onChange as (data: unknown) => void,
    onSubmit: props.onSubmit as (data: unknown) => void,
    disabled: props.busy,
    idPrefix: props.idPrefix,
    serverIssues: props.serverIssues,
  };
  if (!props.uiOverrides && !props.formCopy && flatFields(entry.schema as RJSFSchema, entry.uiSchema as UiSchema)) {
    return (
      <FlatForm {...shared} uiSchema={entry.uiSchema as UiSchema} validate={validate}>
        {buttons}
      </FlatForm>
    );
  }
  return (
    <SchemaForm {...shared} uiSchema={props.uiOverrides ? mergeUi(entry.uiSchema as UiSchema, props.uiOverrides) : (entry.uiSchema as UiSchema)} formCopy={props.formCopy}>
      {buttons}
    </SchemaForm>
  );
}
