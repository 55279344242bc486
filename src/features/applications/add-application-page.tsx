import { useEffect, useState } from 'react';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../api/session';
import { Notice } from '../shared/notice';
import { createApplication, failureMessageId, type ApplicationType } from './applications-api';
import { editPath, typeOfPath } from './application-routes';
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
  const [errorId, setErrorId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void createApplication({ type, client_request_id: startRequestId(type) }).then((result) => {
      if (cancelled) return;
      if (result.ok) navigate(editPath(result.value.application), { replace: true });
      else setErrorId(failureMessageId(result.failure));
    });
    return () => {
      cancelled = true;
    };
  }, [type, attempt, navigate]);

  if (errorId) {
    return (
      <Stack gap={4} maxW="xl">
        <Notice notice={{ kind: 'error', id: errorId }} />
        <HStack>
          <Button
            colorPalette="green"
            onClick={() => {
              setErrorId(null);
              setAttempt((n) => n + 1);
            }}
          >
            <FormattedMessage id="applications.tryAgain" />
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">
              <FormattedMessage id="backToApplication" />
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
