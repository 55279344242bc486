import type { ReactNode } from 'react';
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { CertificateRecord } from '../certificates/certificate-record';
import { DocumentLinks } from './document-links';
import { NcRounds } from './nc-rounds';
import type { LifecycleView } from './lifecycle-api';

const day = (iso: string) => <FormattedDate value={`${iso}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;
const money = (n: number) => <FormattedNumber value={n} style="currency" currency="EUR" />;

function Record({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Box as="section" borderTopWidth="1px" pt={3}>
      <Heading as="h3" size="sm" mb={2}>
        <FormattedMessage id={titleId} />
      </Heading>
      <Stack gap={1}>{children}</Stack>
    </Box>
  );
}

const Line = ({ id, values }: { id: string; values?: Record<string, ReactNode> }) => (
  <Text>
    <FormattedMessage id={id} values={values} />
  </Text>
);

/**
 * The inspection as planned: when, by whom, what to prepare, which documents are asked for.
 * Once its results are recorded it opens with the day it took place (and the planned one when
 * the visit moved), not the planned day alone.
 */
export function InspectionPlan({ inspection }: { inspection: LifecycleView['inspections'][number] }) {
  const done = inspection.inspected_on;
  return (
    <>
      {done ? (
        <Line
          id={done === inspection.inspection_date ? 'lifecycle.record.inspectionDone' : 'lifecycle.record.inspectionMoved'}
          values={{ date: day(done), planned: day(inspection.inspection_date), inspector: inspection.inspector }}
        />
      ) : (
        <Line id="lifecycle.record.inspection" values={{ date: day(inspection.inspection_date), inspector: inspection.inspector }} />
      )}
      {inspection.preparation && <Text whiteSpace="pre-wrap">{inspection.preparation}</Text>}
      {inspection.requested_documents.length > 0 && (
        <Line id="lifecycle.record.requested" values={{ documents: inspection.requested_documents.join(', ') }} />
      )}
      {inspection.customer_note && (
        <Text whiteSpace="pre-wrap" data-testid="customer-note">
          <FormattedMessage id="lifecycle.record.customerNote" values={{ note: inspection.customer_note }} />
        </Text>
      )}
    </>
  );
}

/** What each step produced so far: the latest offer, contract, inspection, non-conformities, decision. */
export function StepRecords({ view }: { view: LifecycleView }) {
  const review = view.reviews.at(-1);
  const offer = view.offers.at(-1);
  const contract = view.contracts.at(-1);
  const inspection = view.inspections.at(-1);
  return (
    <Stack gap={3}>
      {review && (
        <Record titleId="lifecycle.step.review">
          <Line id={`staff.review.outcome.${review.outcome}`} />
          {review.reopen_steps.length > 0 && <Line id="lifecycle.record.reopen" values={{ steps: review.reopen_steps.join(', ') }} />}
          {review.notes && <Text whiteSpace="pre-wrap">{review.notes}</Text>}
        </Record>
      )}
      {offer && (
        <Record titleId="lifecycle.step.offer">
          <Line id="lifecycle.record.offer" values={{ amount: money(offer.amount), fees: money(offer.fees), date: day(offer.expires_on) }} />
          {offer.expired && offer.reply === null && <Badge colorPalette="red" alignSelf="flex-start"><FormattedMessage id="lifecycle.record.expired" /></Badge>}
          {offer.reply && <Line id={`lifecycle.record.offerReply.${offer.reply}`} />}
          {offer.decline_reason && <Text whiteSpace="pre-wrap">{offer.decline_reason}</Text>}
          <DocumentLinks documents={[offer.document, offer.signed_document]} kinds={['lifecycle.document.offer', 'lifecycle.document.signedOffer']} />
        </Record>
      )}
      {contract && (
        <Record titleId="lifecycle.step.contract">
          <Line id="lifecycle.record.contract" values={{ years: contract.duration_years, date: day(contract.start_date) }} />
          {contract.signed_at && <Line id="lifecycle.record.signed" />}
          <DocumentLinks documents={[...contract.documents, contract.signed_document]} kinds={[...contract.documents.map(() => 'lifecycle.document.contract'), 'lifecycle.document.signedContract']} />
        </Record>
      )}
      {inspection && (
        <Record titleId="lifecycle.step.inspection">
          <InspectionPlan inspection={inspection} />
          {inspection.results && <Text whiteSpace="pre-wrap">{inspection.results}</Text>}
          <DocumentLinks documents={[...inspection.customer_documents, inspection.report]} kinds={[...inspection.customer_documents.map(() => 'lifecycle.document.forInspection'), 'lifecycle.document.report']} />
        </Record>
      )}
      {view.non_conformities.length > 0 && (
        <Record titleId="lifecycle.step.results">
          {view.non_conformities.map((nc) => (
            <Box key={nc.id} borderWidth="1px" borderRadius="md" p={2} data-testid="non-conformity">
              <Text fontWeight="bold">
                <FormattedMessage id="lifecycle.nc.heading" values={{ n: nc.position, requirement: nc.requirement }} />
              </Text>
              <Text>{nc.finding}</Text>
              <Text fontSize="sm">
                <FormattedMessage id={`staff.results.nc.severity.${nc.severity}`} />
                {' · '}
                <FormattedMessage id="lifecycle.record.deadline" values={{ date: day(nc.deadline) }} />
              </Text>
              <Badge colorPalette={nc.status === 'closed' ? 'green' : nc.overdue ? 'red' : nc.status === 'answered' ? 'blue' : 'orange'}>
                <FormattedMessage id={`lifecycle.nc.status.${nc.status}`} />
              </Badge>
              {nc.response_note && <Text whiteSpace="pre-wrap">{nc.response_note}</Text>}
              {nc.review_note && <Text whiteSpace="pre-wrap">{nc.review_note}</Text>}
              <DocumentLinks documents={nc.evidence} kinds="lifecycle.document.evidence" />
              <NcRounds view={view} nc={nc} />
            </Box>
          ))}
        </Record>
      )}
      {view.decision && (
        <Record titleId="lifecycle.step.decision">
          <Line id={`staff.decision.outcome.${view.decision.outcome}`} />
          {view.decision.certified_items.length > 0 && <Text>{view.decision.certified_items.join(', ')}</Text>}
          {view.decision.reasons && <Text whiteSpace="pre-wrap">{view.decision.reasons}</Text>}
          {view.certificate && <CertificateRecord applicationId={view.application.id} certificate={view.certificate} />}
        </Record>
      )}
    </Stack>
  );
}
