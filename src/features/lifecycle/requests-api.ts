import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedQuery } from '../../api/paging';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { components, paths } from '../../api/schema.gen';

export type CertificateRequest = components['schemas']['CertificateRequest'];
export type Invoice = components['schemas']['Invoice'];
export type NewCertificateRequest = paths['/applications/{id}/certificate-requests']['post']['requestBody']['content']['application/json'];
export type RequestAnswer = paths['/staff/applications/{id}/certificate-requests/{requestId}/answer']['post']['requestBody']['content']['application/json'];
export type NewInvoice = paths['/staff/applications/{id}/invoices']['post']['requestBody']['content']['application/json'];

const requestsKey = (id: string) => ['certificate-requests', id] as const;
const invoicesKey = (id: string) => ['invoices', id] as const;

/** The certificate requests of one application with staff's answers, newest first, page by page. */
export const useCertificateRequests = (id: string) =>
  useInfiniteQuery(
    pagedQuery(requestsKey(id), (cursor) => request(() => api.GET('/applications/{id}/certificate-requests', { params: { path: { id }, query: { cursor } } }))),
  );

/** The invoices of one application, newest first, page by page. */
export const useInvoices = (id: string) =>
  useInfiniteQuery(pagedQuery(invoicesKey(id), (cursor) => request(() => api.GET('/applications/{id}/invoices', { params: { path: { id }, query: { cursor } } }))));

/** Every write here changes a list of the application, and tells somebody (their bell). */
function useRefresh(key: readonly unknown[]) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: ['notifications'] });
  };
}

export function useSendCertificateRequest(id: string) {
  const refresh = useRefresh(requestsKey(id));
  return useMutation({
    mutationFn: (body: NewCertificateRequest) => request(() => api.POST('/applications/{id}/certificate-requests', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

export function useAnswerCertificateRequest(id: string, requestId: string) {
  const refresh = useRefresh(requestsKey(id));
  return useMutation({
    mutationFn: (body: RequestAnswer) =>
      request(() => api.POST('/staff/applications/{id}/certificate-requests/{requestId}/answer', { params: { path: { id, requestId } }, body })),
    onSuccess: refresh,
  });
}

export function useCreateInvoice(id: string) {
  const refresh = useRefresh(invoicesKey(id));
  return useMutation({
    mutationFn: (body: NewInvoice) => request(() => api.POST('/staff/applications/{id}/invoices', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

export function useSetInvoicePaid(id: string) {
  const refresh = useRefresh(invoicesKey(id));
  return useMutation({
    mutationFn: ({ invoiceId, paid }: { invoiceId: string; paid: boolean }) =>
      request(() => api.PUT('/staff/applications/{id}/invoices/{invoiceId}/payment', { params: { path: { id, invoiceId } }, body: { paid } })),
    onSuccess: refresh,
  });
}
