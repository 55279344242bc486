import { useState } from 'react';
import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { Application } from './applications-api';
import { revisionChangesQuery } from './revisions-queries';
import { RevisionChange } from './revision-change';

/**
 * For staff: which revision of its questionnaire an application was filled under ("Filled
 * under version N"), and, when that is not today's, what changed since (docs/revisions.md),
 * read on request.
 */
export function RevisionInfo({ application }: { application: Application }) {
  const revision = application.revision;
  const [open, setOpen] = useState(false);
  const changes = useQuery({ ...revisionChangesQuery(revision?.hash ?? ''), enabled: open && !!revision && !revision.current });
  if (!revision) return null;
  return (
    <Stack gap={1} data-testid="revision-info">
      <Text color="gray.600">
        <FormattedMessage id={revision.current ? 'applications.revision.filledUnderCurrent' : 'applications.revision.filledUnder'} values={{ version: revision.version }} />
      </Text>
      {!revision.current && (
        <Box>
          <Button size="sm" variant="outline" aria-expanded={open} aria-controls="revision-changes" onClick={() => setOpen(!open)}>
            <FormattedMessage id={open ? 'applications.revision.hideChanges' : 'applications.revision.showChanges'} />
          </Button>
          {open && (
            <Box id="revision-changes" mt={2} bg="white" borderWidth="1px" borderRadius="md" p={3}>
              {changes.isPending && (
                <Text color="fg.muted">
                  <FormattedMessage id="applications.revision.changesLoading" />
                </Text>
              )}
              {changes.isError && (
                <Text color="red.700" role="alert">
                  <FormattedMessage id="applications.revision.changesFailed" />
                </Text>
              )}
              {changes.data && (
                <>
                  <Text fontWeight="semibold" mb={1}>
                    <FormattedMessage id="applications.revision.changesTitle" values={{ from: changes.data.from.version, to: changes.data.to.version }} />
                  </Text>
                  {changes.data.changes.length === 0 ? (
                    <Text>
                      <FormattedMessage id="applications.revision.noChanges" />
                    </Text>
                  ) : (
                    <List.Root ps={4} gap={1}>
                      {changes.data.changes.map((change, index) => (
                        <List.Item key={index} overflowWrap="anywhere">
                          <RevisionChange change={change} wizardId={application.wizard_id} />
                        </List.Item>
                      ))}
                    </List.Root>
                  )}
                </>
              )}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}
