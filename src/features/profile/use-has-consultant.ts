import { useQuery } from '@tanstack/react-query';
import { myConsultantsQuery } from '../my-consultant/my-consultant-queries';

/**
 * Whether the signed-in customer has an approved consultant: the locked profile's words name
 * "your consultant" only then (issue 47), the certification body alone otherwise. Asked only
 * where `enabled` (a customer's own profile; a consultant has none).
 */
export function useHasConsultant(enabled: boolean): boolean {
  const { data } = useQuery({ ...myConsultantsQuery(), enabled });
  return (data?.items ?? []).some((link) => link.status === 'approved');
}
