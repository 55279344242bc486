import { Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ProfileEditor } from './profile-editor';

/** `/profile` (employees, spec §2): their user details. */
export function ProfilePage() {
  return (
    <Stack gap={4}>
      <Heading as="h1" size="xl">
        <FormattedMessage id="titles.profile" />
      </Heading>
      <ProfileEditor />
    </Stack>
  );
}
