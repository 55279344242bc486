import { useMemo } from 'react';
import { Alert } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { useFormValidate } from '../../forms/validators';
import { schemaAt } from '../../forms/error-paths';

/**
 * The profile's sections (its form's top-level questions) that do not pass yet, in the order
 * the form shows them: what the validator finds wrong or missing under each, or the section
 * itself missing.
 */
export function sectionsToComplete(errors: readonly { instancePath: string; params?: Record<string, unknown> }[], order: readonly string[]): string[] {
  const found = new Set<string>();
  for (const error of errors) {
    const top = error.instancePath.split('/')[1] ?? (typeof error.params?.missingProperty === 'string' ? error.params.missingProperty : undefined);
    if (top) found.add(top);
  }
  return [...found].sort((a, b) => rank(order, a) - rank(order, b));
}
const rank = (order: readonly string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length);

/**
 * Under "Your profile is incomplete": which sections are still to complete, by name, so that
 * right after registration a person sees it is the handling manager (never asked then) and not
 * their own name that is missing.
 */
export function SectionsToComplete({ formId, schema, uiSchema, data }: { formId: string; schema: RJSFSchema; uiSchema: UiSchema; data: unknown }) {
  const intl = useIntl();
  const validate = useFormValidate(formId);
  const sections = useMemo(() => {
    if (!validate) return [];
    validate(data);
    const order = (uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(schema.properties ?? {});
    return sectionsToComplete(validate.errors ?? [], order);
  }, [validate, data, schema, uiSchema]);
  if (sections.length === 0) return null;
  const titles = sections.map((key) => {
    const title = schemaAt(schema, [key])?.title;
    return typeof title === 'string' ? intl.formatMessage({ id: title }) : key;
  });
  return (
    <Alert.Description data-testid="profile-sections-to-complete">
      {intl.formatMessage({ id: 'accounts.profile.sectionsToComplete' }, { sections: intl.formatList(titles, { type: 'conjunction' }) })}
    </Alert.Description>
  );
}
