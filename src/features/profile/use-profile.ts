import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileQuery, type ProfileSource } from './profile-calls';
import { profileFormId, toFormData, type ProfileData } from './profile-data';
import { useOptionalFormDefinition, type FormDefinition } from '../../forms/validators';

export interface LoadedProfile {
  role: string;
  countryId: number;
  status: string;
  /** individual or legal_entity: a person is not asked for company fields. */
  customerType: string;
  /** the role's profile form */
  form: FormDefinition;
}

/**
 * A profile read from its source as its form's data. The form's data follows each new read
 * of the profile — after every successful save, so that the form and `profile_status` show
 * what the server kept (spec §3, §4) — and is otherwise the person's to type in. It is
 * derived in the same render as the read (no effect in between), so the form never starts
 * empty and then hands its empty answers back over the profile. Nothing is loaded (`loaded`
 * null) until the role's profile form has arrived too.
 */
export function useProfile(source: ProfileSource) {
  const { data: profile, isError: failed, dataUpdatedAt } = useQuery(profileQuery(source));
  const form = useOptionalFormDefinition(profile ? profileFormId(String(profile.role)) : undefined);
  const [edited, setEdited] = useState<{ readAt: number; data: ProfileData } | null>(null);
  const fromServer = useMemo(() => (profile && form ? toFormData(profile, form) : {}), [profile, form]);
  // a new read (dataUpdatedAt), not a new object identity, replaces what was typed
  const data = edited && edited.readAt === dataUpdatedAt ? edited.data : fromServer;
  const setData = useCallback((next: ProfileData) => setEdited({ readAt: dataUpdatedAt, data: next }), [dataUpdatedAt]);
  const loaded = useMemo<LoadedProfile | null>(() => {
    if (!profile || !form) return null;
    return {
      form,
      role: String(profile.role),
      countryId: Number(fromServer.user_details?.country),
      status: String(profile.profile_status),
      customerType: String(profile.type),
    };
  }, [profile, form, fromServer]);
  return { loaded, data, setData, failed };
}
