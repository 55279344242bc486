import { useMemo } from 'react';
import { ProfileEditor } from '../profile/profile-editor';
import { customerProfile } from '../profile/profile-calls';

/**
 * An approved customer's profile in the same editor the customer uses, read and saved through
 * the consultant's calls: complete or not, it stays editable here (spec §4).
 */
export function CustomerProfile({ customerId }: { customerId: number }) {
  const source = useMemo(() => customerProfile(customerId), [customerId]);
  return <ProfileEditor key={customerId} source={source} />;
}
