import { Box, type BoxProps } from '@chakra-ui/react';

/** The white card a form stands on, the same on every page (narrower padding on a phone). */
export function FormCard(props: BoxProps) {
  return <Box bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md" {...props} />;
}
