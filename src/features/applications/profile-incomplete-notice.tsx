import { useQuery } from '@tanstack/react-query';
import { Alert, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ownProfile, profileQuery } from '../profile/profile-calls';

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
          <Link asChild colorPalette="green" textDecoration="underline" fontWeight="semibold">
            <RouterLink to="/settings?tab=profile">
              <FormattedMessage id="applications.profileIncomplete.link" />
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
