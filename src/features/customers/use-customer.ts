import { useEffect, useState } from 'react';
import { getCustomer, type Customer } from './customers-api';

/** One customer of the consultant by the route's id; `missing` when it is not theirs or not there. */
export function useCustomer(id: number) {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let current = true;
    void getCustomer(id).then(({ data }) => {
      if (!current) return;
      setCustomer(data ?? null);
      setMissing(!data);
    });
    return () => {
      current = false;
    };
  }, [id]);
  return { customer, missing };
}
