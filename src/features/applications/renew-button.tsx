import { useMutation } from '@tanstack/react-query';
import { Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { sessionAtom } from '../../api/session';
import { queryClient } from '../../api/query';
import { BusyButton } from '../../forms/busy-button';
import { Notice } from '../shared/notice';
import type { Application } from './applications-api';
import { applicationQuery, createApplication, failureMessageId } from './applications-queries';
import { editPath } from './application-routes';

const RENEWABLE = new Set<Application['status']>(['certified', 'partially_certified']);
const MAY_APPLY = new Set(['client', 'consultant', 'third_party']);

/**
 * "Renew for 2027" on a certified application: a draft for the next year starting from its
 * answers (the server copies them), opened in the wizard. Pressed twice, the same draft opens
 * (the request id is the application's).
 */
export function RenewButton({ application }: { application: Application }) {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const renewing = useMutation({
    ...createApplication,
    onSuccess: ({ application: draft }) => {
      queryClient.setQueryData(applicationQuery(draft.id).queryKey, draft);
      void navigate(editPath(draft));
    },
  });
  if (!RENEWABLE.has(application.status) || !session || !MAY_APPLY.has(session.role ?? '')) return null;
  const year = (application.year ?? new Date().getFullYear()) + 1;
  return (
    <Stack gap={1} maxW="xl">
      <BusyButton
        colorPalette="green"
        alignSelf="flex-start"
        busy={renewing.isPending}
        aria-describedby="renew-hint"
        onClick={() => renewing.mutate({ type: application.type, renewal_of: application.id, client_request_id: `renewal-of-${application.id}` })}
        data-testid="renew-application"
      >
        <FormattedMessage id="applications.renew" values={{ year }} />
      </BusyButton>
      <Text id="renew-hint" fontSize="sm" color="fg.muted">
        <FormattedMessage id="applications.renew.hint" />
      </Text>
      {renewing.isError && <Notice notice={{ kind: 'error', id: failureMessageId(renewing.error) }} />}
    </Stack>
  );
}
