import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { withTheme, type IChangeEvent } from '@rjsf/core';
import { chakraTheme } from '../../renderers/chakra-theme';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { useFormValidate } from './validators';
import { createRjsfValidator } from '../validation/rjsf-validator';
import type { CompiledValidate } from '../validation/types';
import { translateSchema, translateUiSchema } from './translate-schema';
import { withYearChoices } from './year-choices';
import { titleArrayItems } from './array-item-titles';
import { ErrorSummary } from './error-summary';
import type { DraftPlace, PortalFormContext } from './form-context';
import { fields, templates, widgets } from '../../renderers/registry';
import type { LazyRenderer } from '../../renderers/lazy-renderer';
import { keepTableRowsAside } from './table-rows';
import { createTableHandles, validatingRows, withHandles } from './table-handles';
import { useErrorSummary } from './use-error-summary';
import { formatIssueWith } from '../validation/format-issue';
import type { ValidationIssue } from '../validation/types';
import { rjsfStrings } from './rjsf-strings';
import { useTranslate } from './use-translate';
import { missingRenderers } from './form-renderers';
import { LoadingSpinner } from './loading-spinner';
import { useFormTexts } from '../i18n/intl-provider';
import { sameAsCopies, withSameAs } from '../validation/rules/same-as';
import { propertySegments } from './error-paths';
import { usePortalRecipes } from './portal-recipes';

const isTable = (ui: UiSchema | undefined) => ui?.['ui:field'] === 'table' || (fields.table as LazyRenderer<object>).is(ui?.['ui:field']);

const ThemedForm = withTheme(chakraTheme);

/**
 * A list of uploads is never padded to its `minItems` with empty entries: an empty entry is
 * no file, only an invisible error ("Evidence, row 1: required") that stays when the answer
 * that asked for the files changes.
 */
const isUploadList = (schema: RJSFSchema) => {
  const items = schema.items as RJSFSchema | undefined;
  if (!items || typeof items !== 'object') return false;
  if (typeof items.$ref === 'string') return items.$ref.endsWith('file-ref.schema.json');
  const properties = items.properties ?? {};
  return 'media_type' in properties && 'id' in properties;
};
const defaultFormStateBehavior = {
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
  arrayMinItems: { computeSkipPopulate: (_validator: unknown, schema: RJSFSchema) => isUploadList(schema) },
} as const;

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
  /**
   * A submit the form's own check refused, with the answers: rules beyond the schema (across
   * tables or steps) can run on them too, so their issues show with the form's (`serverIssues`).
   */
  onRefused?: (data: T) => void;
  disabled?: boolean;
  /** Read-only preview: every answer shown, nothing editable. */
  readonly?: boolean;
  children?: ReactNode;
  id?: string;
  /** Prefix of the fields' element ids (`root` by default): two forms on one page need their own. */
  idPrefix?: string;
  /**
   * What was found wrong beyond the form's own schema — by the server on the last save, or by
   * a rule across tables or steps — as JSON pointers into `formData`: shown beside the fields
   * and in the error summary, each until its answer is changed.
   */
  serverIssues?: readonly ValidationIssue[];
  /** Every shown step's answers, when the form is a wizard's step (lists fed by another step: form-context.ts). */
  answers?: () => Readonly<Record<string, unknown>>;
  /** The draft and step the answers are kept as, when the form is a wizard's step (form-context.ts). */
  draft?: DraftPlace;
  /** The device copy the answers are kept in, for a form that is no draft's step (form-context.ts). */
  formCopy?: string;
}

/**
 * Renders a form from its JSON Schema and UI schema in the current language. The caller
 * keeps `formData`, so nothing typed is ever lost when validation or a save fails. Errors
 * show beside a field once it has been left, then follow every change; a failed submit
 * shows an error summary at the top that takes focus and links to each field.
 */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  // rjsf's Chakra widgets (select, slider, number input…) and the fields' cards and tables
  usePortalRecipes();
  const validate = useFormValidate(props.formId, props.validate);
  const renderersReady = useRenderersReady(props.schema, props.uiSchema);
  // a questionnaire of a family speaks its family's texts, which come when a screen first needs them
  const textsReady = useFormTexts(props.formId);
  // the form's validator and its renderers are chunks of their own, fetched on first use (a moment on a phone)
  if (!validate || !renderersReady || !textsReady) return <LoadingSpinner />;
  return <ReadySchemaForm<T> {...props} validate={validate} />;
}

/**
 * Starts fetching the renderers a form will show (choice lists, dates, yes/no boxes) before it
 * renders: a route loader that knows the form calls this so that they travel beside the
 * screen's own script instead of in a round trip of their own after its first render.
 */
export function preloadRenderersOf(schema: RJSFSchema, uiSchema: UiSchema | undefined): void {
  void loadRenderersOf(schema, uiSchema).catch(() => undefined);
}

/** Like preloadRenderersOf, for a caller that waits until they are here (a route that paints its form whole). */
export async function loadRenderersOf(schema: RJSFSchema, uiSchema: UiSchema | undefined): Promise<void> {
  await Promise.all(missingRenderers(schema, uiSchema).map((renderer) => renderer.preload?.()));
}

/** Whether every renderer the form shows is here; fetches those that are not. */
function useRenderersReady(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  const missing = useMemo(() => missingRenderers(schema, uiSchema), [schema, uiSchema]);
  const [arrived, setArrived] = useState<readonly unknown[]>();
  useEffect(() => {
    if (missing.length === 0) return;
    let current = true;
    // a transition: the form's first render (rjsf over every field) goes in slices, not one long task
    void Promise.all(missing.map((renderer) => renderer.preload?.())).then(() => current && startTransition(() => setArrived(missing)));
    return () => {
      current = false;
    };
  }, [missing]);
  return missing.length === 0 || arrived === missing;
}

/** The errors of questions a ticked "same as above" box hides left out: the answer above shows them (rules/same-as.ts). */
function notOfCopies<E extends { property?: string }>(schema: RJSFSchema, data: unknown, errors: readonly E[]): E[] {
  if (errors.length === 0) return errors as E[];
  const copies = sameAsCopies(schema, data);
  if (copies.length === 0) return errors as E[];
  return errors.filter((error) => {
    const at = propertySegments(error.property);
    return !copies.some((copy) => copy.every((segment, i) => at[i] === segment));
  });
}

function ReadySchemaForm<T>(props: SchemaFormProps<T> & { validate: CompiledValidate }) {
  const intl = useIntl();
  const translate = useTranslate();
  // the years a `yearWindow` offers are those of today (year-choices.ts)
  const schema = useMemo(() => translateSchema(withYearChoices(props.schema), translate), [props.schema, translate]);
  const translateString = useMemo(() => rjsfStrings(translate), [translate]);
  const uiSchema = useMemo(() => titleArrayItems(schema, translateUiSchema(props.uiSchema ?? {}, translate)), [schema, props.uiSchema, translate]);
  const formSchema = useMemo(() => keepTableRowsAside(schema, uiSchema, isTable), [schema, uiSchema]);
  // rjsf holds a handle for each table's rows, never the rows (see table-handles.ts)
  const [tableHandles] = useState(createTableHandles);
  const issueMessage = useCallback((issue: ValidationIssue) => formatIssueWith(intl, issue), [intl]);
  const validator = useMemo(
    () => validatingRows(createRjsfValidator<T>(props.validate, formSchema, { format: issueMessage }), tableHandles),
    [formSchema, issueMessage, props.validate, tableHandles],
  );
  // renewed on every render: the handles of the rows shown stay known however many hand-overs came before
  let filledBoxes = false;
  const rjsfData = withHandles(formSchema, props.formData, tableHandles, () => (filledBoxes = true));
  // Rows given without a tick box of theirs show it unticked, "no": the answers say so too (saved
  // with the step), or the step would pass here and the submission be refused for it (table-rows.ts).
  const onChange = props.onChange;
  const editable = !props.readonly && !props.disabled;
  useEffect(() => {
    if (filledBoxes && editable) onChange(tableHandles.withRows(rjsfData));
  }, [filledBoxes, editable, onChange, tableHandles, rjsfData]);

  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const dataRef = useRef(props.formData);
  dataRef.current = props.formData;
  const { applicationId, stepId } = props.draft ?? {};
  const formCopy = props.formCopy;
  const formContext = useMemo<PortalFormContext>(
    () => ({
      touched,
      submitted,
      getFormData: () => dataRef.current,
      getAnswers: props.answers,
      tableRows: tableHandles,
      draft: applicationId && stepId ? { applicationId, stepId } : undefined,
      formCopy,
    }),
    [touched, submitted, tableHandles, props.answers, applicationId, stepId, formCopy],
  );
  const errors = useErrorSummary({ formData: props.formData, serverIssues: props.serverIssues, issueMessage, onRefused: () => setSubmitted(true) });

  const markTouched = useCallback((id: string) => {
    setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);

  return (
    <>
      {errors.summary.length > 0 && <ErrorSummary ref={errors.summaryRef} errors={errors.summary} schema={schema} formData={props.formData} idPrefix={props.idPrefix} />}
      <ThemedForm
        id={props.id ?? props.formId.replace(/\W/g, '-')}
        idPrefix={props.idPrefix}
        extraErrors={errors.extraErrors}
        schema={formSchema}
        uiSchema={uiSchema}
        validator={validator as ValidatorType}
        widgets={widgets}
        fields={fields}
        templates={templates}
        translateString={translateString}
        formContext={formContext}
        formData={rjsfData}
        disabled={props.disabled}
        readonly={props.readonly}
        liveValidate={props.readonly ? undefined : 'onChange'}
        showErrorList={false}
        focusOnFirstError={false}
        noHtml5Validate
        // Nothing is decided for the person: a `const: true` declaration is never pre-ticked and a
        // required yes/no question is not answered "no" for them (rjsf's default would).
        // Upload lists are not padded with empty entries (isUploadList).
        experimental_defaultFormStateBehavior={defaultFormStateBehavior}
        onBlur={markTouched}
        onChange={(event: IChangeEvent) => {
          errors.changed(notOfCopies(props.schema, event.formData, event.errors));
          // a ticked "same as above" box keeps its copy in step with the answer above (rules/same-as.ts)
          props.onChange(withSameAs(props.schema, tableHandles.withRows(event.formData)) as T);
        }}
        onError={(found) => {
          errors.failed(notOfCopies(props.schema, dataRef.current, found));
          props.onRefused?.(props.formData);
        }}
        onSubmit={(event: IChangeEvent) => {
          errors.passed();
          props.onSubmit(tableHandles.withRows(event.formData) as T);
        }}
      >
        {props.children}
      </ThemedForm>
    </>
  );
}
