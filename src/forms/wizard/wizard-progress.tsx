import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export interface ProgressPage {
  id: string;
  /** Message id of the page's title. */
  titleId: string;
  /** False when the page's answers do not pass its form yet; undefined while that is not known. */
  complete: boolean | undefined;
}

interface WizardProgressProps {
  pages: readonly ProgressPage[];
  currentId: string;
  onSelect: (id: string) => void;
}

/**
 * "Step 3 of 9" and the list of visible pages; any page can be opened (answers are kept),
 * and pages still missing answers are marked. On a phone the list is folded behind "All
 * steps": unfolded, nine steps pushed every step's questions a screen down.
 */
export function WizardProgress({ pages, currentId, onSelect }: WizardProgressProps) {
  const position = pages.findIndex((p) => p.id === currentId) + 1;
  const [unfolded, setUnfolded] = useState(false);
  return (
    <Box as="nav" aria-labelledby="wizard-progress-label">
      <HStack justify="space-between" mb={2} gap={2}>
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
