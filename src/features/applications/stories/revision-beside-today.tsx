import { useMemo, useState } from 'react';
import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormattedMessage } from 'react-intl';
import { catalogOfBundle, type RevisionBundle } from '../../../engine/revisions/bundle';
import { compareRevisions } from '../../../engine/revisions/compare';
import type { WizardMigrations } from '../../../engine/revisions/migrations';
import { SchemaForm } from '../../../forms/schema-form';
import { formFixture } from '../../../forms/form-fixtures';
import { DivisionSourceContext } from '../../../../renderers/region-cascade/division-source';
import { memoryDivisionSource } from '../../../../renderers/region-cascade/memory-division-source';
import { RevisionChange } from '../revision-change';

// Stories reach no API: the region lists come from sample data.
const divisions = memoryDivisionSource();

export interface RevisionBesideTodayProps {
  /** The last published revision (schemas/published/<wizard>/v<n>.json). */
  previous: RevisionBundle;
  /** Today's working copy of the same wizard (schemas/ and locales/ as they are). */
  today: RevisionBundle;
  migrations: WizardMigrations;
  stepId: string;
}

/** One step of a revision, read-only, filled with the form's sample answers. */
function StepOf({ bundle, stepId, idPrefix }: { bundle: RevisionBundle; stepId: string; idPrefix: string }) {
  const step = bundle.wizard.steps.find((s) => s.id === stepId);
  const form = step && catalogOfBundle(bundle).forms.get(step.form);
  const [data, setData] = useState<unknown>(() => (step ? (formFixture(step.form) ?? {}) : {}));
  if (!step || !form) return <Text>—</Text>;
  // read-only: a previous revision is read, never judged (docs/revisions.md, "Frozen pages"),
  // so the form's precompiled validator only lays out its conditions
  return (
    <SchemaForm formId={step.form} idPrefix={idPrefix} schema={form.schema as RJSFSchema} uiSchema={form.uiSchema as UiSchema} formData={data} readonly onChange={setData} onSubmit={() => undefined}>
      {/* nothing to send: no submit button */}
      <></>
    </SchemaForm>
  );
}

/**
 * For analysts and reviewers: a step of the last published revision beside today's, side by
 * side on a wide screen and one above the other on a phone, with what changed between them
 * (the engine's `compareRevisions`, the list staff read) above.
 */
export function RevisionBesideToday({ previous, today, migrations, stepId }: RevisionBesideTodayProps) {
  const changes = useMemo(() => compareRevisions(previous, today, migrations).filter((change) => change.stepId === stepId), [previous, today, migrations, stepId]);
  const version = previous.wizard.version;
  return (
    <DivisionSourceContext.Provider value={divisions}>
      <Stack gap={4} p={4}>
        <Box as="section" aria-labelledby="revision-changes-title" borderWidth="1px" borderRadius="md" p={3} bg="white">
          <Heading as="h2" size="md" id="revision-changes-title" mb={1}>
            {/* today's copy keeps the published version number until it is published itself */}
            {today.wizard.version > version ? (
              <FormattedMessage id="applications.revision.changesTitle" values={{ from: version, to: today.wizard.version }} />
            ) : (
              <FormattedMessage id="applications.revision.changesSincePublished" values={{ version }} />
            )}
          </Heading>
          {changes.length === 0 ? (
            <Text data-testid="no-changes">
              <FormattedMessage id="applications.revision.noChangesSince" values={{ version }} />
            </Text>
          ) : (
            <List.Root ps={4} gap={1} data-testid="revision-changes">
              {changes.map((change, index) => (
                <List.Item key={index} overflowWrap="anywhere">
                  <RevisionChange change={change} wizardId={today.wizard.id} />
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
          <Box as="section" aria-labelledby="revision-previous" minW={0}>
            <Heading as="h2" size="lg" id="revision-previous" mb={2} pb={1} borderBottomWidth="2px">
              <FormattedMessage id="applications.revision.previousVersion" values={{ version }} />
            </Heading>
            <StepOf bundle={previous} stepId={stepId} idPrefix="previous" />
          </Box>
          <Box as="section" aria-labelledby="revision-today" minW={0}>
            <Heading as="h2" size="lg" id="revision-today" mb={2} pb={1} borderBottomWidth="2px">
              <FormattedMessage id="applications.revision.todaysCopy" />
            </Heading>
            <StepOf bundle={today} stepId={stepId} idPrefix="today" />
          </Box>
        </SimpleGrid>
      </Stack>
    </DivisionSourceContext.Provider>
  );
}
