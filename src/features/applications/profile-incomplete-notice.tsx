import { useQuery } from '@tanstack/react-query';
import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ownProfile, profileQuery } from '../profile/profile-calls';
import { RouteLink } from '../shared/route-links';

/**
 * Tells someone whose profile is incomplete, on the first page they see, that it is, and
 * where to complete it: applications take the applicant's details from it. Shown to those
 * who have a profile of their own to fill (not staff, not a consultant's employees).
 */
export function ProfileIncompleteNotice({ enabled }: { enabled: boolean }) {
  const profile = useQuery({ ...profileQuery(ownProfile), enabled });
  if (!enabled || profile.data?.profile_status !== 'incomplete') return null;
  return (
    <Alert.Root status="warning" data-testid="profile-incomplete">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="applications.profileIncomplete.title" />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id="applications.profileIncomplete.text" />{' '}
          <RouteLink to="/settings?tab=profile" textDecoration="underline" fontWeight="semibold">
            <FormattedMessage id="applications.profileIncomplete.link" />
          </RouteLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
