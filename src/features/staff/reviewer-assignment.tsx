import { useState } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageOf } from '../../api/query';
import { hasStaffDuty, sessionAtom } from '../../api/session';
import { BusyButton } from '../../forms/busy-button';
import { lifecycleKey, useLifecycle } from '../lifecycle/lifecycle-api';
import { notifySuccess } from '../notify/toaster';
import { FilterSelect } from '../shared/filter-select';
import { Notice } from '../shared/notice';
import { assignReviewer, staffMembersQuery } from './staff-accounts-queries';

/**
 * Whom the application is assigned to among the reviewers (docs/staff-accounts.md): every staff
 * member reads it; a reviewer chooses another active reviewer, themself, or nobody.
 */
export function ReviewerAssignment({ applicationId }: { applicationId: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const mayAssign = session !== null && hasStaffDuty(session, 'reviewer');
  const view = useLifecycle(applicationId).data;
  const reviewers = useQuery({ ...staffMembersQuery('reviewer'), enabled: mayAssign });
  const assigning = useMutation(assignReviewer);
  const current = view?.application.reviewer_id ?? null;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  if (!view || view.application.state === null) return null;
  const value = chosen ?? (current === null ? '' : String(current));
  const save = () =>
    assigning.mutate(
      { id: applicationId, reviewerId: value === '' ? null : Number(value) },
      {
        onSuccess: (next) => {
          client.setQueryData(lifecycleKey(applicationId), next);
          setChosen(undefined);
          notifySuccess(intl.formatMessage({ id: 'staff.assignment.saved' }));
        },
      },
    );
  return (
    <Stack gap={2} data-testid="reviewer-assignment">
      <Text>
        {view.application.reviewer_name ? (
          <FormattedMessage id="staff.assignment.assignedTo" values={{ name: view.application.reviewer_name }} />
        ) : (
          <FormattedMessage id="staff.assignment.nobody" />
        )}
      </Text>
      {mayAssign && (
        <HStack gap={3} align="flex-end" wrap="wrap">
          <FilterSelect id="reviewer-choice" labelId="staff.assignment.reviewer" value={value} onChange={setChosen}>
            <option value="">{intl.formatMessage({ id: 'staff.assignment.none' })}</option>
            {(reviewers.data?.items ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.id === session?.id ? intl.formatMessage({ id: 'staff.assignment.me' }, { name: person.name }) : person.name}
              </option>
            ))}
          </FilterSelect>
          <BusyButton size="sm" colorPalette="green" busy={assigning.isPending} disabled={value === (current === null ? '' : String(current))} onClick={save}>
            <FormattedMessage id="staff.assignment.save" />
          </BusyButton>
        </HStack>
      )}
      {assigning.error ? <Notice notice={{ kind: 'error', id: messageOf(assigning.error).messageId }} /> : null}
    </Stack>
  );
}
