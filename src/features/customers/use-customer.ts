import { useQuery } from '@tanstack/react-query';
import { customerQuery } from './customers-queries';

/** One customer of the consultant by the route's id; `missing` when it is not theirs or not there. */
export function useCustomer(id: number) {
  const { data, isError } = useQuery(customerQuery(id));
  return { customer: data ?? null, missing: isError };
}
