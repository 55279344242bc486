import { Box, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { staffMembersQuery } from '../staff/staff-accounts-queries';
import { SendingForm } from '../shared/sending-form';
import { errorNotice, Notice } from '../shared/notice';
import { useFreshForm } from '../shared/use-fresh-form';
import { readFormCopy, removeFormCopy, writeFormCopy } from '../shared/form-copies';
import { equal } from '../../engine/json-equal';
import { initialData, type ActionForm } from './action-forms';
import type { CertificateChoices } from './certificate-choices';
import { useLifecycleAction, type LifecycleView } from './lifecycle-api';
import { InspectionPlan } from './step-records';
import { SanctionSummary, type SanctionOfView } from './sanction-records';
import { NcContext } from './nc-answer';
import { DocumentToSign } from './document-to-sign';

interface Props {
  view: LifecycleView;
  form: ActionForm;
  /** The non-conformity a per-NC form answers. */
  nc?: LifecycleView['non_conformities'][number];
  /** The sanction a per-sanction form answers or reviews. */
  sanction?: SanctionOfView;
  /** Called with the view the action answered once it is sent: the panel says what was done where focus goes (this card may go). */
  onDone: (fresh: LifecycleView) => void;
  /** What the application offers the forms that name its products (staff's decision). */
  choices?: CertificateChoices;
}

/** One action the reader may take now, as its form; what was typed stays after a refusal. */
export function ActionFormCard({ view, form, nc, sanction, onDone, choices }: Props) {
  const key = nc ? `${form.formId}-${nc.id}` : sanction ? `${form.formId}-${sanction.position}` : form.formId;
  // the customer's answer is kept on the device as typed, with the files that join it offline (issue 32)
  const copyKey = form.keptOnDevice ? `${view.application.id}/${key}` : undefined;
  const fresh = useFreshForm<Record<string, unknown>>(() => (copyKey && readFormCopy(copyKey)?.answers) || initialData(form, view, choices));
  const { data, formKey, startAgain } = fresh;
  const setData = (answers: Record<string, unknown>) => {
    fresh.setData(answers);
    if (!copyKey) return;
    // nothing typed yet (a form filling in its defaults): no copy to keep
    if (equal(answers, initialData(form, view, choices))) removeFormCopy(copyKey);
    else writeFormCopy(copyKey, answers);
  };
  // people are offered from the server's list (the plan's inspector among the active inspectors)
  const people = useQuery({ ...staffMembersQuery('inspector'), enabled: form.people === 'inspector' });
  const fitted = form.fit?.(view, choices).ui;
  const uiOverrides = form.people
    ? { ...fitted, inspector_id: { 'ui:options': { choices: (people.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })) } } }
    : fitted;
  const action = useLifecycleAction(view.application.id);
  const idPrefix = key.replace(/[^a-z0-9]+/gi, '-');
  const plan = view.inspections.at(-1);
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} bg="white" data-testid={`action-${idPrefix}`}>
      {nc && <NcContext view={view} nc={nc} judging={form.perNonConformity === 'answered'} />}
      {sanction && (
        <Box mb={3}>
          <SanctionSummary sanction={sanction} />
        </Box>
      )}
      {form.context === 'inspection-plan' && plan && (
        <Stack gap={1} mb={3} data-testid="action-context">
          <InspectionPlan inspection={plan} />
        </Stack>
      )}
      {form.context && form.context !== 'inspection-plan' && <DocumentToSign view={view} what={form.context} />}
      <Notice notice={errorNotice(action.error)} />
      <SendingForm<Record<string, unknown>>
        formId={form.formId}
        idPrefix={idPrefix}
        answers={{ data, setData, formKey }}
        sending={action}
        uiOverrides={uiOverrides}
        formCopy={copyKey}
        submitId={form.submitId}
        onSubmit={(body) =>
          action.mutate(
            { path: form.path, ncId: nc?.id, sanctionId: sanction?.id, body: { ...body, row_version: view.application.row_version } },
            {
              onSuccess: (fresh) => {
                if (copyKey) removeFormCopy(copyKey);
                // a form that can be sent again keeps what was just sent; the others start afresh
                startAgain(form.again ? data : initialData(form, view, choices));
                onDone(fresh);
              },
            },
          )
        }
      />
    </Box>
  );
}
