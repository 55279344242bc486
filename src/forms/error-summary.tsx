import { forwardRef, useId } from 'react';
import { Box, Heading, List, Link, Text } from '@chakra-ui/react';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { FormattedMessage, useIntl } from 'react-intl';
import { summaryLines } from './error-sections';
import { labelled } from '../engine/label-colon';

interface ErrorSummaryProps {
  errors: RJSFValidationError[];
  schema: RJSFSchema;
  /** The answers the errors are about: a group with no answer at all is said once. */
  formData?: unknown;
  /** The form's `idPrefix`, for the fields' element ids. */
  idPrefix?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * The element a problem's link leads to: the field of that id, or for a group of choices (whose
 * radios and tick boxes carry `<id>-0`, `<id>-1`…, none the group's own id) its first choice;
 * for a field of several controls, its first control.
 */
export function fieldElement(id: string): HTMLElement | null {
  const field = document.getElementById(id);
  // a field of several controls (an upload, a location, a list of sites) has its id on a
  // fieldset that cannot take focus: its first control can
  if (field) return field.matches(FOCUSABLE) || field.hasAttribute('tabindex') ? field : (field.querySelector<HTMLElement>(FOCUSABLE) ?? field);
  // within the attribute selectors' quotes only a quote or a backslash needs escaping
  const escaped = id.replace(/["\\]/g, '\\$&');
  // a group of questions (an object) leads to its first question
  return document.querySelector<HTMLElement>(
    `input[name="${escaped}"], [id^="${escaped}-"]:is(input, select, textarea, button), [data-field="${escaped}"] :is(input, select, textarea, button)`,
  );
}

/**
 * GOV.UK-style error summary: shown above the form after a failed submit, takes focus, and
 * links every problem to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors, schema, formData, idPrefix }, ref) {
  const titleId = useId();
  // One line per problem a person can act on: the parts of one answer (a file's id, name,
  // size…) would otherwise each add the same "Evidence, row 1: required"; a group with no
  // answer yet is one line (error-sections.ts).
  const intl = useIntl();
  const plainMissing = new Set(['validation.errors.required', 'validation.errors.filled'].map((id) => intl.formatMessage({ id })));
  const lines = summaryLines(errors, schema, formData, idPrefix, plainMissing);
  // In the order a person meets the questions on the page, not the order the schema lists them
  // (registration asked for the username first in the summary and last on the page).
  const onPage = new Map<string, number>();
  if (typeof document !== 'undefined') document.querySelectorAll('[id]').forEach((element, index) => onPage.set(element.id, index));
  const pageOrder = (id: string) => onPage.get(id) ?? onPage.get(`${id}__legend`) ?? onPage.get(`${id}-0`) ?? Number.MAX_SAFE_INTEGER;
  lines.sort((a, b) => pageOrder(a.id) - pageOrder(b.id));
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      borderWidth="3px"
      borderColor="red.600"
      borderRadius="md"
      p={4}
      mb={6}
      // the portal's focus ring (a yellow one was 1.5:1 against the page: WCAG 1.4.11 asks 3:1)
      _focus={{ outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '2px' }}
    >
      <Heading as="h2" size="md" id={titleId} mb={2}>
        <FormattedMessage id="forms.errorSummary.title" />
      </Heading>
      <List.Root gap={1} ps={5}>
        {lines.map(({ id, message, title, section, row, table, missingSection }, index) => {
          return (
            <List.Item key={`${id}-${index}`}>
              <Link
                href={`#${id}`}
                color="red.700"
                textDecoration="underline"
                onClick={(event) => {
                  const target = fieldElement(id);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView?.({ block: 'center' });
                }}
              >
                {row !== undefined &&
                  (table ? (
                    <FormattedMessage id="forms.errorSummary.tableRow" values={{ row, table }} />
                  ) : (
                    <FormattedMessage id="forms.errorSummary.row" values={{ row }} />
                  ))}
                {section ? `${section} › ` : ''}
                {title ? labelled(title) : ''}
                {missingSection ? <FormattedMessage id="forms.errorSummary.sectionMissing" /> : message}
              </Link>
              {missingSection?.description && (
                <Text fontSize="sm" color="fg.muted">
                  {missingSection.description}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
});
