import { startTransition, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormattedMessage, useIntl } from 'react-intl';
import { SchemaForm } from '../../forms/schema-form';
import kindSchema from '../../../schemas/forms/register-kind.schema.json';
import kindUiSchema from '../../../schemas/forms/register-kind.ui.json';
import { countryOf, dataForForm, registrationForm, registrationFormIds, registrationFormOf, withCountryChosen, type RegistrationData, type RegistrationKind } from './registration-kinds';
import { countryOfLocale } from '../shared/countries';
import { loadFormDefinition, useFormDefinition } from '../../forms/validators';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { messageOf } from '../../api/request';
import { registerAccount } from './registration-calls';
import { ResendVerificationButton } from './resend-verification-button';
import { BusyButton } from '../../forms/busy-button';
import { Notice, refusalNotice } from '../shared/notice';

interface Done {
  email: string;
  username: string;
  consultant: boolean;
}

/**
 * Registration (spec §1, §2): who registers (role, individual or legal entity) chooses the
 * form; the country chosen in it decides the phone and tax-number rules and the division
 * lists. Switching keeps what was typed.
 */
export function RegistrationPanel() {
  const intl = useIntl();
  const [kind, setKind] = useState<RegistrationKind>({ role: 'client', customer_type: 'individual' });
  // The country follows the language (Spanish: Spain), so that a Spanish farmer's region
  // lists are Spain's; in English the form asks. Until the person picks one, it follows a
  // change of language too.
  const suggested = countryOfLocale(intl.locale);
  const [data, setData] = useState<RegistrationData>(() => withCountryChosen({}, suggested));
  const suggestedBefore = useRef(suggested);
  useEffect(() => {
    const before = suggestedBefore.current;
    suggestedBefore.current = suggested;
    if (before !== suggested) setData((current) => (countryOf(current) === before ? withCountryChosen(current, suggested) : current));
  }, [suggested]);
  const [done, setDone] = useState<Done | null>(null);
  // a React action (docs/architecture.md, "Guests' screens"): busy while sent, a refusal kept beside what was typed
  const [busy, startRegistering] = useTransition();
  const [refusal, setRefusal] = useState<unknown>(null);
  const error = refusal ? messageOf(refusal) : null;
  const countryId = countryOf(data);
  // the other kinds' forms follow the first, so that switching kinds shows its form at once
  useEffect(() => {
    for (const id of registrationFormIds) void loadFormDefinition(id).catch(() => undefined);
  }, []);
  const formId = registrationFormOf(kind);
  // the chosen form with its validator, one chunk (not the whole schemas/ folder)
  const definition = useFormDefinition(formId);
  const form = useMemo(() => (definition ? registrationForm(definition, countryId) : undefined), [definition, countryId]);
  const formData = useMemo(() => (form ? dataForForm(data, form.schema, kind) : data), [data, form, kind]);

  if (done) {
    return (
      <Stack gap={4} role="status">
        <Heading as="h2" size="md">
          <FormattedMessage id="accounts.register.done.title" />
        </Heading>
        <Text>
          <FormattedMessage id="accounts.register.done.text" values={{ email: done.email }} />
        </Text>
        {done.consultant && (
          <Text>
            <FormattedMessage id="accounts.register.done.approval" />
          </Text>
        )}
        <ResendVerificationButton username={done.username} />
      </Stack>
    );
  }

  const submit = (submitted: RegistrationData) => {
    setRefusal(null); // a new attempt: the last one's refusal goes while it is sent
    startRegistering(async () => {
      try {
        const result = await registerAccount({ body: submitted, locale: intl.locale });
        const account = submitted.account as { username: string };
        startTransition(() => setDone({ email: result.email, username: account.username, consultant: kind.role === 'consultant' }));
      } catch (failed) {
        startTransition(() => setRefusal(failed));
      }
    });
  };

  return (
    <Stack gap={4}>
      <SchemaForm<RegistrationKind>
        formId="forms/register-kind"
        schema={kindSchema as RJSFSchema}
        uiSchema={kindUiSchema as UiSchema}
        formData={kind}
        onChange={setKind}
        onSubmit={setKind}
        disabled={busy}
      />
      <Notice notice={refusalNotice(error)} mb={0} />
      {form ? (
        <SchemaForm<RegistrationData>
          key={formId}
          formId={formId}
          schema={form.schema}
          uiSchema={form.uiSchema}
          formData={formData}
          onChange={setData}
          onSubmit={submit}
          disabled={busy}
          serverIssues={error?.issues}
        >
          <BusyButton type="submit" colorPalette="green" width="full" mt={4} busy={busy}>
            <FormattedMessage id="accounts.register.submit" />
          </BusyButton>
        </SchemaForm>
      ) : (
        <LoadingSpinner />
      )}
    </Stack>
  );
}
