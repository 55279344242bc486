import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { withTheme, type IChangeEvent } from '@rjsf/core';
import { Theme as ChakraTheme } from '@rjsf/chakra-ui';
import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { formValidator } from './validators';
import type { CompiledValidate } from '../validation/types';
import { translateSchema, translateUiSchema } from './translate-schema';
import { ErrorSummary } from './error-summary';
import type { PortalFormContext } from './form-context';
import { fields, templates, widgets } from '../../renderers/registry';
import { keepTableRowsAside } from './table-rows';

const isTable = (ui: UiSchema | undefined) => ui?.['ui:field'] === 'table' || ui?.['ui:field'] === fields.table;

const ThemedForm = withTheme(ChakraTheme);

export interface SchemaFormProps<T> {
  /** The form's id: its path under schemas/ without `.schema.json`, e.g. `forms/login`. */
  formId: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** Replaces the precompiled validate function of `formId` (stories, tests, ad-hoc schemas). */
  validate?: CompiledValidate;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  disabled?: boolean;
  /** Read-only preview: every answer shown, nothing editable. */
  readonly?: boolean;
  children?: ReactNode;
  id?: string;
  /** Prefix of the fields' element ids (`root` by default): two forms on one page need their own. */
  idPrefix?: string;
}

/**
 * Renders a form from its JSON Schema and UI schema in the current language. The caller
 * keeps `formData`, so nothing typed is ever lost when validation or a save fails. Errors
 * show beside a field once it has been left, then follow every change; a failed submit
 * shows an error summary at the top that takes focus and links to each field.
 */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const intl = useIntl();
  const translate = useCallback(
    (id: string) => (intl.messages[id] !== undefined ? intl.formatMessage({ id }) : id),
    [intl],
  );
  const schema = useMemo(() => translateSchema(props.schema, translate), [props.schema, translate]);
  const uiSchema = useMemo(() => translateUiSchema(props.uiSchema ?? {}, translate), [props.uiSchema, translate]);
  const formSchema = useMemo(() => keepTableRowsAside(schema, uiSchema, isTable), [schema, uiSchema]);
  const validator = useMemo(
    () => formValidator<T>(props.formId, formSchema, intl.locale, intl.messages as Record<string, string>, props.validate),
    [props.formId, formSchema, intl.locale, intl.messages, props.validate],
  );

  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [summary, setSummary] = useState<RJSFValidationError[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const dataRef = useRef(props.formData);
  dataRef.current = props.formData;
  const formContext = useMemo<PortalFormContext>(
    () => ({ touched, submitted, getFormData: () => dataRef.current }),
    [touched, submitted],
  );

  useEffect(() => {
    if (summary.length) summaryRef.current?.focus();
  }, [summary]);

  const markTouched = useCallback((id: string) => {
    setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);

  return (
    <>
      {summary.length > 0 && <ErrorSummary ref={summaryRef} errors={summary} schema={schema} idPrefix={props.idPrefix} />}
      <ThemedForm
        id={props.id ?? props.formId.replace(/\W/g, '-')}
        idPrefix={props.idPrefix}
        schema={formSchema}
        uiSchema={uiSchema}
        validator={validator as ValidatorType}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formContext={formContext}
        formData={props.formData}
        disabled={props.disabled}
        readonly={props.readonly}
        liveValidate={props.readonly ? undefined : 'onChange'}
        showErrorList={false}
        focusOnFirstError={false}
        noHtml5Validate
        // A `const: true` declaration must be ticked by the person, never pre-filled.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        onBlur={markTouched}
        onChange={(event: IChangeEvent) => props.onChange(event.formData as T)}
        onError={(errors) => {
          setSubmitted(true);
          setSummary([...errors]);
        }}
        onSubmit={(event: IChangeEvent) => {
          setSummary([]);
          props.onSubmit(event.formData as T);
        }}
      >
        {props.children}
      </ThemedForm>
    </>
  );
}
