import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { sessionAtom } from '../../api/session';
import { ApiError, queryClient } from '../../api/query';
import { BusyButton } from '../../forms/busy-button';
import { Notice } from '../shared/notice';
import type { Application } from './applications-api';
import { applicationQuery, createApplication, failureMessageId } from './applications-queries';
import { editPath, innerPath } from './application-routes';
import { RouteLink } from '../shared/route-links';

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
  const blocker = blockerOf(renewing.error);
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
      {blocker ? (
        <Blocked blocker={blocker} type={application.type} />
      ) : (
        renewing.isError && <Notice notice={{ kind: 'error', id: failureMessageId(renewing.error) }} />
      )}
    </Stack>
  );
}

interface Blocker {
  messageId: string;
  params: Record<string, string | number>;
}

/** The active application a refused renewal names (the duplicate rule, asked when it is started). */
function blockerOf(error: unknown): Blocker | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.body.issues)) return undefined;
  const issue = error.body.issues[0] as Partial<Blocker> | undefined;
  return typeof issue?.messageId === 'string' && issue.messageId.startsWith('applications.blocking.') && issue.params ? (issue as Blocker) : undefined;
}

/**
 * Why no renewal was started, before anything was filled in: another active application covers
 * the same scope, which the renewal would only meet at submission. Takes focus, links to it.
 */
function Blocked({ blocker, type }: { blocker: Blocker; type: Application['type'] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [blocker]);
  const id = typeof blocker.params.id === 'string' ? blocker.params.id : null;
  return (
    <Alert.Root status="error" role="alert" ref={ref} tabIndex={-1} data-testid="renewal-blocked" _focus={{ outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '2px' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={blocker.messageId} values={blocker.params} />
        </Alert.Title>
        <Alert.Description>
          <Text>
            <FormattedMessage id="applications.renew.blocked" />
          </Text>
          {id && (
            <RouteLink to={innerPath({ id, type })} textDecoration="underline">
              <FormattedMessage id="applications.refusal.openOther" values={{ reference: String(blocker.params.reference ?? '') }} />
            </RouteLink>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
