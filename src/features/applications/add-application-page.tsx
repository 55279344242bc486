import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../api/session';
import { Notice } from '../shared/notice';
import type { ApplicationType } from './applications-api';
import { applicationQuery, createApplication, failureMessageId } from './applications-queries';
import { queryClient } from '../../api/query';
import { editPath, preloadWizard, typeOfPath } from './application-routes';
import { startRequestId } from './reload-guard';
import { ConsultantStart } from './consultant-start';

/**
 * `/applications/{bio|global}/add`: starts a draft and opens it in the wizard. A customer's
 * draft starts at once; a consultant (or employee) first chooses the customer. A reload
 * within 10 s reuses the same request id, so no second draft appears.
 */
export function AddApplicationPage() {
  const type = typeOfPath(useParams().family ?? '');
  const session = useAtomValue(sessionAtom);
  if (session?.role === 'consultant') return <ConsultantStart type={type} />;
  return <CustomerStart type={type} />;
}

function CustomerStart({ type }: { type: ApplicationType }) {
  const navigate = useNavigate();
  const { mutate, error, reset } = useMutation({
    ...createApplication,
    onSuccess: ({ application }) => {
      // the wizard's route loader takes the draft just made from here instead of asking again
      queryClient.setQueryData(applicationQuery(application.id).queryKey, application);
      void navigate(editPath(application), { replace: true });
    },
  });
  // A second run (strict mode) sends the same request id: the server gives the same draft.
  useEffect(() => mutate({ type, client_request_id: startRequestId(type) }), [type, mutate]);
  // the wizard opens next: its screen, its chunk, its texts and its first step's renderers
  // download while the draft is made
  useEffect(() => {
    void import('./edit-application-page');
    void preloadWizard(type, { current_step: null, answers: {} });
  }, [type]);
  const errorId = error ? failureMessageId(error) : null;

  if (errorId) {
    return (
      <Stack gap={4} maxW="xl">
        <Notice notice={{ kind: 'error', id: errorId }} />
        <HStack>
          <Button
            colorPalette="green"
            onClick={() => {
              reset();
              mutate({ type, client_request_id: startRequestId(type) });
            }}
          >
            <FormattedMessage id="applications.tryAgain" />
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">
              <FormattedMessage id="applications.backToList" />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <HStack role="status" gap={3}>
      <Spinner size="sm" />
      <Text>
        <FormattedMessage id="applications.starting" />
      </Text>
    </HStack>
  );
}
