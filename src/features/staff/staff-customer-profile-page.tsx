import { Stack } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router';
import { PageHeading } from '../shared/page-heading';
import { ProfileEditor } from '../profile/profile-editor';
import { customerProfile } from '../profile/profile-calls';
import { InspectionHistory } from '../inspections/inspection-history';
import { BackLink } from '../shared/route-links';

/**
 * `/staff/customers/:id/profile`: staff correct a customer's profile, also once it is complete
 * and locked to the customer (a farmer without a consultant could otherwise never change it).
 */
export function StaffCustomerProfilePage() {
  const id = Number(useParams().id);
  // back to the application the profile was opened from, when there is one
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/staff/applications';
  return (
    <Stack gap={4}>
      <BackLink to={from} messageId="staff.workspace.back" />
      <PageHeading titleId="titles.staffCustomerProfile" />
      <ProfileEditor key={id} source={customerProfile(id)} />
      <InspectionHistory customerId={id} reader="staff" />
    </Stack>
  );
}
