import { useQuery } from '@tanstack/react-query';
import { Button, Card, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { hasCustomersQuery } from './has-customers-query';

/**
 * The first step of a consultant who has no customer yet, on the home page: applications are
 * made for customers, so nothing else there can be done before one is added. Gone once the
 * first customer is added (the customers' changes ask `has-customers` again).
 */
export function FirstCustomerStep({ enabled }: { enabled: boolean }) {
  const hasCustomers = useQuery({ ...hasCustomersQuery, enabled });
  if (!enabled || hasCustomers.data !== false) return null;
  return (
    <Card.Root as="section" aria-labelledby="first-customer-title" borderColor="green.300" bg="green.50" data-testid="first-customer">
      <Card.Body gap={3}>
        <Card.Title as="h2" id="first-customer-title">
          <FormattedMessage id="customers.firstStep.title" />
        </Card.Title>
        <Text>
          <FormattedMessage id="customers.firstStep.text" />
        </Text>
        <Button asChild colorPalette="green" alignSelf="flex-start">
          <RouterLink to="/customers/add">
            <FormattedMessage id="customers.firstStep.action" />
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
