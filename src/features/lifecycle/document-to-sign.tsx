import { Box, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { DocumentLinks } from './document-links';
import type { LifecycleView } from './lifecycle-api';

/**
 * Inside the form that asks for a signed copy: the document to download, sign and send back.
 * Its link used to sit below the form, in the step's record, where nobody looked for it.
 */
export function DocumentToSign({ view, what }: { view: LifecycleView; what: 'offer' | 'contract' }) {
  const documents = what === 'offer' ? [view.offers.at(-1)?.document ?? null] : (view.contracts.at(-1)?.documents ?? []);
  if (!documents.some(Boolean)) return null;
  return (
    <Box mb={3} p={3} borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="md" data-testid="document-to-sign">
      <Text mb={1}>
        <FormattedMessage id={`lifecycle.toSign.${what}`} />
      </Text>
      <DocumentLinks documents={documents} kinds={what === 'offer' ? 'lifecycle.document.offer' : 'lifecycle.document.contract'} />
    </Box>
  );
}
