import { itemsOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { messageOf } from '../../api/query';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';
import { DocumentLinks } from './document-links';
import { SendAgainForm } from './send-again-form';
import { useCreateInvoice, useInvoices, useSetInvoicePaid, type Invoice, type NewInvoice } from './requests-api';
import type { Reader } from './state-label';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { BusyButton } from '../../forms/busy-button';

const statusOf = (invoice: Invoice) => (invoice.paid ? 'paid' : invoice.overdue ? 'overdue' : 'unpaid');
const PALETTE = { paid: 'green', overdue: 'red', unpaid: 'orange' } as const;

function InvoiceItem({ invoice, reader, applicationId }: { invoice: Invoice; reader: Reader; applicationId: string }) {
  const intl = useIntl();
  const setPaid = useSetInvoicePaid(applicationId);
  const status = statusOf(invoice);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} bg="gray.50" data-testid="invoice">
      <HStack gap={2} wrap="wrap" justify="space-between">
        <Text fontWeight="bold" overflowWrap="anywhere">
          <FormattedMessage id="invoices.column.number" />
          {': '}
          {invoice.number}
        </Text>
        <Badge colorPalette={PALETTE[status]} data-testid="invoice-status">
          <FormattedMessage id={`invoices.status.${status}`} />
        </Badge>
      </HStack>
      <HStack gap={4} wrap="wrap">
        <Text>
          <FormattedMessage id="invoices.column.amount" />
          {': '}
          <FormattedNumber value={invoice.amount} style="currency" currency={invoice.currency} />
        </Text>
        <Text>
          <FormattedMessage id="invoices.column.dueDate" />
          {': '}
          <FormattedDate value={invoice.due_date} dateStyle="medium" timeZone="UTC" />
        </Text>
      </HStack>
      <DocumentLinks documents={[invoice.document]} kinds="lifecycle.document.invoice" />
      {reader === 'staff' && (
        <>
          {setPaid.error ? <Notice notice={{ kind: 'error', id: messageOf(setPaid.error).messageId }} /> : null}
          <BusyButton
            onlineOnly
            mt={2}
            size="sm"
            variant="outline"
            busy={setPaid.isPending}
            onClick={() =>
              setPaid.mutate(
                { invoiceId: invoice.id, paid: !invoice.paid },
                { onSuccess: () => notifySuccess(intl.formatMessage({ id: invoice.paid ? 'invoices.markedUnpaid' : 'invoices.markedPaid' })) },
              )
            }
          >
            <FormattedMessage id={invoice.paid ? 'invoices.markUnpaid' : 'invoices.markPaid'} />
          </BusyButton>
        </>
      )}
    </Box>
  );
}

function NewInvoiceForm({ applicationId }: { applicationId: string }) {
  const create = useCreateInvoice(applicationId);
  return <SendAgainForm<NewInvoice> formId="staff/invoice" idPrefix="invoice" testId="invoice-form" submitId="invoices.submit" sentId="invoices.created" sending={create} />;
}

/**
 * The invoices of a submitted application: the customer side reads number, amount, due date
 * and whether paid (overdue when past due and unpaid) and downloads each; staff attach new
 * ones and mark them paid.
 */
export function InvoicesSection({ applicationId, reader }: { applicationId: string; reader: Reader }) {
  const invoices = useInvoices(applicationId);
  const list = itemsOf(invoices.data) ?? [];
  return (
    <Box as="section" aria-labelledby="invoices-heading" borderTopWidth="1px" pt={3} data-testid="invoices">
      <Heading as="h3" size="sm" mb={2} id="invoices-heading">
        <FormattedMessage id="invoices.heading" />
      </Heading>
      {invoices.isPending && <LoadingSpinner />}
      {invoices.isError && <Notice notice={{ kind: 'error', id: messageOf(invoices.error).messageId }} />}
      {invoices.data && (
        <Stack as="ul" gap={2} listStyleType="none" ms={0} mb={3}>
          {list.length === 0 && (
            <Text as="li" color="gray.600">
              <FormattedMessage id="invoices.empty" />
            </Text>
          )}
          {list.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} reader={reader} applicationId={applicationId} />
          ))}
        </Stack>
      )}
      {invoices.hasNextPage && <LoadMore {...loadMoreOf(invoices, list.length)} />}
      {reader === 'staff' && <NewInvoiceForm applicationId={applicationId} />}
    </Box>
  );
}
