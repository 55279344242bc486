import { Box, Button, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import logoUrl from '../assets/logo.svg';
import splashUrl from '../assets/splash.svg';

/**
 * Spec §2: large "404", the page-not-found message, a button back to the application,
 * the provider logo top-left and a splash image hidden on small screens. Also shown for
 * unhandled errors.
 */
export function NotFoundPage() {
  return (
    <Flex minH="100vh" direction="column" bg="white">
      <Box px={{ base: 4, md: 8 }} py={4}>
        <Image src={logoUrl} alt="AgriCert" height="40px" />
      </Box>
      <Flex flex="1" align="center" justify="center" gap={12} px={4} wrap="wrap">
        <Box as="main" textAlign={{ base: 'center', md: 'left' }} maxW="md">
          <Heading as="h1" fontSize={{ base: '7xl', md: '9xl' }} lineHeight="1" color="green.700">
            404
          </Heading>
          <Text fontSize="xl" mt={4} mb={8}>
            <FormattedMessage id="pageNotFound" />
          </Text>
          <Button asChild colorPalette="green" size="lg">
            <RouterLink to="/">
              <FormattedMessage id="backToApplication" />
            </RouterLink>
          </Button>
        </Box>
        <Image
          src={splashUrl}
          alt=""
          display={{ base: 'none', md: 'block' }}
          maxW="480px"
          width="40%"
          data-testid="not-found-splash"
        />
      </Flex>
    </Flex>
  );
}
