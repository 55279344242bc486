import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { redirect, useLoaderData, useParams, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { MutationObserver } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryClient } from '../../api/query';
import { getSession, sessionAtom, type Session } from '../../api/session';
import { Notice } from '../shared/notice';
import { editPath, FIRST_STEP, preloadWizard } from './application-routes';
import { applicationQuery, createApplication, failureMessageId } from './applications-queries';
import { typeOfPath } from './family-paths';
import { startRequestId } from './reload-guard';
import { ConsultantStart } from './consultant-start';
import { RouteButton } from '../shared/route-links';

/** A consultant (or their employee) chooses the customer before a draft is made; a customer's starts at once. */
const choosesCustomerFirst = (session: Session | null) => session?.role === 'consultant';

/** What `/applications/{bio|global}/add` renders when its loader has not moved on to the wizard. */
export type AddApplicationData = { failureId: string } | null;

/**
 * `/applications/{bio|global}/add` (after the family guard): a customer's draft is made here,
 * as soon as the route is known, and the wizard opens with a redirect; the draft's round trip
 * runs beside the download of the screen, the wizard and their texts, not after the first
 * render. A consultant (or employee) first chooses the customer on the screen (null). A
 * refused start stays on the screen with its message (a retry revalidates). A reload within
 * 10 s sends the same request id (reload-guard.ts), so the server gives the same draft.
 */
export async function addApplicationLoader({ params }: LoaderFunctionArgs): Promise<AddApplicationData | Response> {
  if (choosesCustomerFirst(getSession())) return null;
  const type = typeOfPath(params.family ?? '');
  // the wizard's code, texts and first step's renderers download while the draft is made
  import('./edit-application-page').catch(() => undefined); // a hint: the edit route reports its own failure
  void preloadWizard(type, FIRST_STEP);
  try {
    const { application } = await new MutationObserver(queryClient, createApplication).mutate({ type, client_request_id: startRequestId(type) });
    // the wizard's route loader takes the draft just made from here instead of asking again
    queryClient.setQueryData(applicationQuery(application.id).queryKey, application);
    return redirect(editPath(application));
  } catch (error) {
    return { failureId: failureMessageId(error) };
  }
}

/**
 * `/applications/{bio|global}/add`: a customer's draft is made by the route's loader
 * (addApplicationLoader), which opens it in the wizard; this screen shows a refused start, with
 * a retry. A consultant (or employee) first chooses the customer here.
 */
export function AddApplicationPage() {
  const type = typeOfPath(useParams().family ?? '');
  const session = useAtomValue(sessionAtom);
  if (choosesCustomerFirst(session)) return <ConsultantStart type={type} />;
  return <CustomerStart />;
}

function CustomerStart() {
  const failure = useLoaderData() as AddApplicationData;
  const revalidator = useRevalidator();
  if (failure && revalidator.state === 'idle') {
    return (
      <Stack gap={4} maxW="xl">
        <Notice notice={{ kind: 'error', id: failure.failureId }} />
        <HStack>
          {/* runs the route's loader again: a new start, or the wizard */}
          <Button colorPalette="green" onClick={() => void revalidator.revalidate()}>
            <FormattedMessage id="applications.tryAgain" />
          </Button>
          <RouteButton to="/" variant="outline">
            <FormattedMessage id="applications.backToList" />
          </RouteButton>
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
