import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ProgressPage {
  id: string;
  /** Message id of the page's title. */
  titleId: string;
  /** False when the page's answers do not pass its form yet; undefined while that is not known. */
  complete: boolean | undefined;
  /** Title id of the earlier step whose answers brought this page; none for a page every application has. */
  broughtBy?: string;
}

interface WizardProgressProps {
  pages: readonly ProgressPage[];
  currentId: string;
  onSelect: (id: string) => void;
  /** Title ids of the steps whose answers may bring more steps (their answers change the count). */
  bringingSteps?: readonly string[];
}

/**
 * Why the count is what it is: "Your answers in the step “Scope” add 2 steps: Beekeeping,
 * Product catalogue", or before those answers that they may add some. Spoken when it changes,
 * so "Step 2 of 11" after "Step 1 of 9" is not a surprise.
 */
function StepsBrought({ pages, bringingSteps }: { pages: readonly ProgressPage[]; bringingSteps: readonly string[] }) {
  const intl = useIntl();
  const title = (id: string) => intl.formatMessage({ id });
  const brought = new Map<string, string[]>(bringingSteps.map((cause) => [cause, []]));
  for (const page of pages) if (page.broughtBy) brought.set(page.broughtBy, [...(brought.get(page.broughtBy) ?? []), page.titleId]);
  return (
    <Box aria-live="polite" data-testid="wizard-steps-brought" mb={2}>
      {[...brought].map(([cause, steps]) => (
        <Text key={cause} fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="applications.wizard.stepsBrought"
            values={{ count: steps.length, cause: title(cause), steps: intl.formatList(steps.map(title), { type: 'conjunction' }) }}
          />
        </Text>
      ))}
    </Box>
  );
}

/**
 * "Step 3 of 9" and the list of visible pages; any page can be opened (answers are kept),
 * and pages still missing answers are marked. On a phone the list is folded behind "All
 * steps": unfolded, nine steps pushed every step's questions a screen down.
 */
export function WizardProgress({ pages, currentId, onSelect, bringingSteps = [] }: WizardProgressProps) {
  const position = pages.findIndex((p) => p.id === currentId) + 1;
  const [unfolded, setUnfolded] = useState(false);
  return (
    <Box as="nav" aria-labelledby="wizard-progress-label">
      <HStack justify="space-between" mb={1} gap={2}>
        <Text id="wizard-progress-label" fontWeight="semibold" data-testid="wizard-position">
          <FormattedMessage id="applications.wizard.position" values={{ position, total: pages.length }} />
        </Text>
        <Button
          display={{ base: 'inline-flex', md: 'none' }}
          size="xs"
          variant="outline"
          aria-expanded={unfolded}
          aria-controls="wizard-steps"
          onClick={() => setUnfolded((open) => !open)}
        >
          <FormattedMessage id="applications.wizard.allSteps" />
        </Button>
      </HStack>
      <StepsBrought pages={pages} bringingSteps={bringingSteps} />
      <Box
        as="ol"
        id="wizard-steps"
        listStyleType="none"
        display={{ base: unfolded ? 'flex' : 'none', md: 'flex' }}
        flexDirection={{ base: 'row', lg: 'column' }}
        flexWrap="wrap"
        gap={1}
      >
        {pages.map((page, index) => (
          <li key={page.id}>
            <Button
              size="sm"
              variant={page.id === currentId ? 'subtle' : 'ghost'}
              colorPalette={page.id === currentId ? 'green' : 'gray'}
              aria-current={page.id === currentId ? 'step' : undefined}
              justifyContent="flex-start"
              whiteSpace="normal"
              textAlign="start"
              height="auto"
              py={1}
              onClick={() => {
                setUnfolded(false);
                onSelect(page.id);
              }}
            >
              <span aria-hidden="true">{index + 1}. </span>
              <FormattedMessage id={page.titleId} />
              {page.complete === false && (
                <Text as="span" color="orange.700" fontSize="xs" ms={2}>
                  <FormattedMessage id="applications.wizard.incomplete" />
                </Text>
              )}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
