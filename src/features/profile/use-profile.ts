import { useCallback, useEffect, useState } from 'react';
import type { ProfileSource } from './profile-calls';
import { toFormData, type ProfileData } from './profile-data';

export interface LoadedProfile {
  role: string;
  countryId: number;
  status: string;
}

/**
 * A profile read from its source as its form's data. `reload` reads it again — after every
 * save, so that the form and `profile_status` show what the server kept (spec §3, §4).
 */
export function useProfile(source: ProfileSource) {
  const [loaded, setLoaded] = useState<LoadedProfile | null>(null);
  const [data, setData] = useState<ProfileData>({});
  const [failed, setFailed] = useState(false);

  const read = useCallback(async () => {
    const profile = await source.load();
    if (!profile) return false;
    const formData = toFormData(profile);
    setData(formData);
    setLoaded({ role: String(profile.role), countryId: Number(formData.user_details?.country), status: String(profile.profile_status) });
    return true;
  }, [source]);

  useEffect(() => {
    let current = true;
    void read().then((ok) => current && setFailed(!ok));
    return () => {
      current = false;
    };
  }, [read]);

  return { loaded, data, setData, failed, reload: read };
}
