import { Stack } from '@chakra-ui/react';
import { ProfileEditor } from './profile-editor';
import { PageHeading } from '../shared/page-heading';

/** `/profile` (employees, spec §2): their user details. */
export function ProfilePage() {
  return (
    <Stack gap={4}>
      <PageHeading titleId="titles.profile" mb={0} />
      <ProfileEditor />
    </Stack>
  );
}
