import { useMemo, useState } from 'react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { itemsOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useFormDefinition } from '../../forms/validators';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { SchemaForm } from '../../forms/schema-form';
import { Notice } from '../shared/notice';
import type { ApplicationType } from './applications-api';
import { createApplication, customerChoicesQuery, failureMessageId, saveAnswers } from './applications-queries';
import { editPath } from './application-routes';
import { startRequestId } from './reload-guard';
import { GREECE_ID } from '../shared/countries';
import { BusyButton } from '../../forms/busy-button';

interface Start {
  customer_id?: number;
  send_offer_to?: 'partner' | 'customer';
}

const FORM_ID = 'forms/application-start';

/** A consultant or employee chooses the customer (and who receives the offer), then the draft starts. */
export function ConsultantStart({ type }: { type: ApplicationType }) {
  const navigate = useNavigate();
  const choices = useInfiniteQuery(customerChoicesQuery());
  // organic certification is for customers in Greece: the server refuses the others, so they are not offered
  const customers = useMemo(() => itemsOf(choices.data)?.filter((c) => type !== 'bio' || c.country_id === GREECE_ID) ?? null, [choices.data, type]);
  const hasOthers = (itemsOf(choices.data)?.length ?? 0) > 0;
  const [start, setStart] = useState<Start>({});
  // the form comes with its validator's chunk, not with the whole schemas/ folder
  const entry = useFormDefinition(FORM_ID);
  const starting = useMutation({
    ...createApplication,
    onSuccess: async ({ application }, { customer_id }) => {
      // The general step keeps the choice; a draft opened again starts from it.
      if (application.row_version === 1 && !application.answers.general) {
        await saveAnswers(application.id, {
          answers: { general: { customer_id, ...(start.send_offer_to ? { send_offer_to: start.send_offer_to } : {}) } },
          current_step: null,
          row_version: application.row_version,
        }).catch(() => undefined); // the wizard asks again for what was not kept
      }
      await navigate(editPath(application), { replace: true });
    },
  });
  const busy = starting.isPending;
  const failure = starting.error ?? choices.error;
  const errorId = failure ? failureMessageId(failure) : null;

  // The customer choice lists this consultant's customers by name.
  const schema = useMemo(() => {
    if (!entry) return undefined;
    const base = entry.schema as RJSFSchema & { properties: Record<string, RJSFSchema> };
    const choices = (customers ?? []).map((c) => ({ const: c.id, title: c.name }));
    return {
      ...base,
      properties: { ...base.properties, customer_id: { ...(base.properties.customer_id as object), ...(choices.length ? { oneOf: choices } : {}) } },
    } as RJSFSchema;
  }, [entry, customers]);

  const submit = (data: Start) =>
    starting.mutate({ type, customer_id: data.customer_id, client_request_id: startRequestId(`${type}:${data.customer_id}`) });

  return (
    <Stack gap={4} maxW="2xl">
      <Heading as="h1" size="xl">
        <FormattedMessage id={type === 'bio' ? 'wizards.bio.title' : 'wizards.globalgap.title'} />
      </Heading>
      <Notice notice={errorId ? { kind: 'error', id: errorId } : null} />
      {customers && customers.length === 0 ? (
        <Text>
          <FormattedMessage id={hasOthers ? 'applications.start.noGreekCustomers' : 'applications.start.noCustomers'} />
        </Text>
      ) : !entry || !schema ? (
        <LoadingSpinner />
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 6 }}>
          <SchemaForm<Start>
            formId={FORM_ID}
            schema={schema}
            uiSchema={entry.uiSchema as UiSchema}
            formData={start}
            onChange={setStart}
            onSubmit={submit}
            disabled={busy || customers === null}
          >
            <BusyButton onlineOnly type="submit" colorPalette="green" mt={4} busy={busy}>
              <FormattedMessage id="applications.start.begin" />
            </BusyButton>
          </SchemaForm>
          {choices.hasNextPage && <LoadMore {...loadMoreOf(choices, itemsOf(choices.data)?.length ?? 0)} />}
        </Box>
      )}
    </Stack>
  );
}
