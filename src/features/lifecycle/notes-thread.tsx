import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsOf, pagedQuery } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import { messageOf, request } from '../../api/query';
import { SendingForm } from '../shared/sending-form';
import { notifySuccess } from '../notify/toaster';
import { errorNotice, Notice } from '../shared/notice';
import { useFreshForm } from '../shared/use-fresh-form';
import { LoadingSpinner } from '../../forms/loading-spinner';

const notesKey = (id: string) => ['notes', id] as const;

/**
 * The thread of notes of one application between the customer side and the certification
 * body: each side writes, the other is notified; "Note sent" confirms, and what was typed
 * stays after a refusal.
 */
export function NotesThread({ applicationId }: { applicationId: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { data, setData, formKey, startAgain } = useFreshForm<{ body?: string }>({});
  // newest first, page by page: the older notes join below, behind "Load more"
  const notes = useInfiniteQuery(
    pagedQuery(notesKey(applicationId), (cursor) => request(() => api.GET('/applications/{id}/notes', { params: { path: { id: applicationId }, query: { cursor } } }))),
  );
  const items = itemsOf(notes.data);
  const send = useMutation({
    mutationFn: (body: string) => request(() => api.POST('/applications/{id}/notes', { params: { path: { id: applicationId } }, body: { body } })),
    onSuccess: () => {
      startAgain();
      notifySuccess(intl.formatMessage({ id: 'notes.sent' }));
      void client.invalidateQueries({ queryKey: notesKey(applicationId) });
    },
  });
  return (
    <Box as="section" aria-labelledby="notes-heading" borderTopWidth="1px" pt={3} data-testid="notes-thread">
      <Heading as="h3" size="sm" mb={2} id="notes-heading">
        <FormattedMessage id="notes.heading" />
      </Heading>
      {notes.isPending && <LoadingSpinner />}
      {notes.isError && <Notice notice={{ kind: 'error', id: messageOf(notes.error).messageId }} />}
      {items && (
        <Stack as="ol" gap={2} listStyleType="none" ms={0} mb={3}>
          {items.length === 0 && (
            <Text as="li" color="gray.600">
              <FormattedMessage id="notes.empty" />
            </Text>
          )}
          {items.map((note) => (
            <Box as="li" key={note.id} borderWidth="1px" borderRadius="md" p={2} bg={note.side === 'staff' ? 'green.50' : 'gray.50'} data-testid="note">
              <Text fontSize="sm" color="gray.700">
                {note.mine ? <FormattedMessage id="notes.you" /> : (note.author_name ?? <FormattedMessage id="notes.body" />)}
                {' · '}
                <FormattedDate value={note.created_at} dateStyle="medium" timeStyle="short" />
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {note.body}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {items && notes.hasNextPage && <LoadMore {...loadMoreOf(notes, items.length)} />}
      <Notice notice={errorNotice(send.error)} />
      <SendingForm<{ body?: string }>
        formId="lifecycle/note"
        idPrefix="note"
        answers={{ data, setData, formKey }}
        sending={send}
        submitId="notes.send"
        onSubmit={(value) => send.mutate(value.body ?? '')}
      />
    </Box>
  );
}
