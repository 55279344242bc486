import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Grid, GridItem } from '@chakra-ui/react';
import type { ErrorObject } from 'ajv';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { BaseInputTemplate } from '../../renderers/templates/base-input-template';
import { FieldErrorTemplate } from '../../renderers/templates/field-error-template';
import { TitleFieldTemplate } from '../../renderers/templates/title-field-template';
import { DescriptionFieldTemplate } from '../../renderers/templates/description-field-template';
import { SelectWidget } from '../../renderers/widgets/select-widget';
import { createLocalizer } from '../validation/localize-errors';
import { formatIssueWith } from '../validation/format-issue';
import type { CompiledValidate, ValidationIssue } from '../validation/types';
import { translateSchema, translateUiSchema } from './translate-schema';
import { useTranslate } from './use-translate';
import { ErrorSummary } from './error-summary';
import { useErrorSummary } from './use-error-summary';
import type { PortalFormContext } from './form-context';
import { flatFields, type FlatField } from './flat-form-shape';

export interface FlatFormProps<T> {
  formId: string;
  /** The form's schema and ui schema as under schemas/ (message ids, not words). */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The form's precompiled validator (the same one SchemaForm uses). */
  validate: CompiledValidate;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  disabled?: boolean;
  idPrefix?: string;
  serverIssues?: readonly ValidationIssue[];
  children?: ReactNode;
}

/** Ajv's errors as rjsf lists them (`transformRJSFValidationErrors`): a property path `.name` per message. */
function toRjsfErrors(errors: readonly ErrorObject[]): RJSFValidationError[] {
  return errors.map((error) => {
    const missing = error.params.missingProperty as string | undefined;
    const base = error.instancePath.replace(/\//g, '.');
    const property = missing ? `${base}.${missing}` : base;
    const message = error.message ?? '';
    return { name: error.keyword, property, message, params: error.params, stack: `${property} ${message}`.trim(), schemaPath: error.schemaPath };
  });
}

/**
 * A form of text fields and lists of choices only (the guests' sign-in, recovery, password and
 * public register search forms: flat-form-shape.ts says which), drawn from its schema and ui schema with the same field templates, the same
 * precompiled validator, the same messages and the same error summary as SchemaForm, without
 * rjsf: the form engine was 62 kB of the sign-in page's 267 (docs/decisions.md, "First load").
 * Errors show once a field is left or a submit is tried, then follow every change, as in
 * SchemaForm.
 */
export function FlatForm<T>(props: FlatFormProps<T>) {
  const intl = useIntl();
  const translate = useTranslate();
  const schema = useMemo(() => translateSchema(props.schema, translate) as RJSFSchema, [props.schema, translate]);
  const uiSchema = useMemo(() => translateUiSchema(props.uiSchema, translate) as UiSchema, [props.uiSchema, translate]);
  const fields = useMemo(() => flatFields(schema, uiSchema) ?? [], [schema, uiSchema]);
  const issueMessage = useCallback((issue: ValidationIssue) => formatIssueWith(intl, issue), [intl]);
  const localize = useMemo(() => createLocalizer(issueMessage, schema), [issueMessage, schema]);
  const prefix = props.idPrefix ?? 'root';

  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = useErrorSummary({ formData: props.formData, serverIssues: props.serverIssues, issueMessage, onRefused: () => setSubmitted(true) });
  const check = useCallback(
    (data: unknown): RJSFValidationError[] => {
      if (props.validate(data)) return [];
      const found = [...(props.validate.errors ?? [])];
      localize(found);
      return toRjsfErrors(found);
    },
    [props, localize],
  );
  // as rjsf's live validation: the answers are checked on each change and on a submit, not on
  // the first render (an untouched empty field left by a click elsewhere says nothing yet)
  const [checked, setChecked] = useState<{ data: unknown; errors: RJSFValidationError[] }>();
  const found = useMemo(() => (checked ? (checked.data === props.formData ? checked.errors : check(props.formData)) : []), [checked, check, props.formData]);
  const formContext = useMemo(() => ({ touched, submitted }) as Partial<PortalFormContext>, [touched, submitted]);
  const registry = { formContext, globalFormOptions: { idPrefix: prefix } };

  const messagesOf = (field: FlatField): string[] => [
    ...found.filter((error) => error.property === `.${field.name}`).map((error) => error.message ?? ''),
    ...(((errors.extraErrors as Record<string, { __errors?: string[] }> | undefined)?.[field.name]?.__errors) ?? []),
  ];
  const change = (name: string, value: unknown) => {
    const next = { ...(props.formData as Record<string, unknown>) };
    if (value === undefined) delete next[name];
    else next[name] = value;
    const now = check(next);
    setChecked({ data: next, errors: now });
    errors.changed(now);
    props.onChange(next as T);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = check(props.formData);
    setChecked({ data: props.formData, errors: now });
    if (now.length) {
      errors.failed(now);
      return;
    }
    errors.passed();
    props.onSubmit(props.formData);
  };
  const data = props.formData as Record<string, unknown>;
  const columns = typeof uiSchema['ui:options']?.columns === 'number' ? Math.floor(uiSchema['ui:options'].columns) : 1;
  // the form's own title and help, as rjsf draws the root object's (`"ui:label": false` hides them)
  const labelled = uiSchema['ui:label'] !== false;
  const title = labelled && typeof schema.title === 'string' ? schema.title : undefined;
  const description = labelled && typeof schema.description === 'string' ? schema.description : undefined;

  return (
    <>
      {errors.summary.length > 0 && <ErrorSummary ref={errors.summaryRef} errors={errors.summary} schema={schema} formData={props.formData} idPrefix={props.idPrefix} />}
      <form id={props.formId.replace(/\W/g, '-')} className="rjsf" noValidate onSubmit={submit}>
        {title && <TitleFieldTemplate {...({} as Parameters<typeof TitleFieldTemplate>[0])} id={`${prefix}__title`} title={title} registry={registry as never} />}
        {description && <DescriptionFieldTemplate {...({} as Parameters<typeof DescriptionFieldTemplate>[0])} id={`${prefix}__description`} description={description} />}
        <Grid
          templateColumns={columns > 1 ? { base: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
          gap={columns > 1 ? undefined : description ? 2 : 4}
          columnGap={columns > 1 ? 4 : undefined}
          alignItems={columns > 1 ? 'start' : undefined}
          mb={4}
        >
          {fields.map((field) => {
            const id = `${prefix}_${field.name}`;
            const value = data?.[field.name];
            if (field.widget === 'hidden') return <input key={field.name} type="hidden" id={id} name={id} value={typeof value === 'string' ? value : ''} />;
            const rawErrors = messagesOf(field);
            const touch = () => setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
            // what the select widget and the text input are given alike, as rjsf gives its widgets
            const widget = {
              id,
              name: field.name,
              htmlName: id,
              value,
              label: field.schema.title ?? field.name,
              required: field.required,
              schema: field.schema,
              uiSchema: field.uiSchema,
              disabled: props.disabled,
              readonly: false,
              rawErrors,
              registry: registry as never,
              onChange: (answer: unknown) => change(field.name, answer),
              onBlur: touch,
              onFocus: () => undefined,
            };
            return (
              <GridItem key={field.name} minW={0}>
                <Box data-field={id} mb={3} minW={0}>
                  {field.widget === 'select' ? (
                    <SelectWidget
                      {...({} as Parameters<typeof SelectWidget>[0])}
                      {...widget}
                      options={{ ...field.options, enumOptions: field.choices } as never}
                      multiple={false}
                    />
                  ) : (
                    <BaseInputTemplate
                      {...({} as Parameters<typeof BaseInputTemplate>[0])}
                      {...widget}
                      type={field.widget === 'password' ? 'password' : 'text'}
                      options={field.options as never}
                      autofocus={field.options.autofocus === true}
                      placeholder={typeof field.options.placeholder === 'string' ? field.options.placeholder : ''}
                    />
                  )}
                  <FieldErrorTemplate errors={rawErrors} fieldPathId={{ $id: id, path: [field.name] }} registry={registry as never} schema={field.schema} uiSchema={field.uiSchema} />
                </Box>
              </GridItem>
            );
          })}
        </Grid>
        {props.children}
      </form>
    </>
  );
}
