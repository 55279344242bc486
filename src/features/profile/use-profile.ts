import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileQuery, type ProfileSource } from './profile-calls';
import { toFormData, type ProfileData } from './profile-data';

export interface LoadedProfile {
  role: string;
  countryId: number;
  status: string;
}

/**
 * A profile read from its source as its form's data. The form's data follows each new read
 * of the profile — after every successful save, so that the form and `profile_status` show
 * what the server kept (spec §3, §4) — and is otherwise the person's to type in.
 */
export function useProfile(source: ProfileSource) {
  const { data: profile, isError: failed, dataUpdatedAt } = useQuery(profileQuery(source));
  const [data, setData] = useState<ProfileData>({});
  useEffect(() => {
    if (profile) setData(toFormData(profile));
    // a new read (dataUpdatedAt), not a new object identity, resets the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt]);
  const loaded = useMemo<LoadedProfile | null>(() => {
    if (!profile) return null;
    const formData = toFormData(profile);
    return { role: String(profile.role), countryId: Number(formData.user_details?.country), status: String(profile.profile_status) };
  }, [profile]);
  return { loaded, data, setData, failed };
}
