import { useCallback, useEffect, useState } from 'react';
import { listEmployees, type Employee } from '../employees/employees-api';
import { listCustomers, type CustomerFilter, type CustomerSummary } from './customers-api';

/** The consultant's customers for a filter (reloaded as it changes) and their employees. */
export function useCustomers(filter: CustomerFilter) {
  const [customers, setCustomers] = useState<CustomerSummary[] | null>(null);
  const [employees, setEmployees] = useState<Employee[]>([]);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    // Typing in the search box waits for a pause instead of asking on every key.
    const timer = setTimeout(async () => {
      const { data } = await listCustomers(filter);
      if (!current) return;
      setFailed(!data);
      setCustomers(data?.data ?? []);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [filter, version]);

  useEffect(() => {
    void listEmployees().then(({ data }) => setEmployees(data?.data ?? []));
  }, []);

  return { customers, employees, failed, reload };
}
