import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { FormCard } from './form-card';

export interface SectionProps {
  /** The heading's element id, which names the section for screen readers. */
  id: string;
  titleId: string;
  /** A line under the heading that says what the section is for. */
  helpId?: string;
  /** On the white card a form stands on. */
  card?: boolean;
  /** Space under the heading (2 by default; 3 with nothing but a list under it). */
  headingMb?: number;
  children: ReactNode;
}

/** A part of a page headed by its h2, which names it (`aria-labelledby`). */
export function Section({ id, titleId, helpId, card, headingMb = 2, children }: SectionProps) {
  const Frame = card ? FormCard : Box;
  return (
    <Frame as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb={headingMb}>
        <FormattedMessage id={titleId} />
      </Heading>
      {helpId && (
        <Text mb={3} color="gray.700">
          <FormattedMessage id={helpId} />
        </Text>
      )}
      {children}
    </Frame>
  );
}
