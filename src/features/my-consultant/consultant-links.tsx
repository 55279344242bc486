import { Badge, List, Text } from '@chakra-ui/react';
import { FormattedDate, useIntl } from 'react-intl';
import type { MyConsultant } from './my-consultant-queries';

const palette = { new_request: 'orange', approved: 'green', declined: 'gray' } as const;

/** The customer's consultants and requests, each with its status and when it was asked. */
export function ConsultantLinks({ links }: { links: MyConsultant[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!links.length) return <Text color="gray.700">{t('customers.myConsultant.none')}</Text>;
  return (
    <List.Root gap={2} listStyleType="none" aria-label={t('customers.myConsultant.listLabel')}>
      {links.map((link) => (
        <List.Item key={link.consultant.id} data-testid="my-consultant" display="flex" gap={3} flexWrap="wrap" alignItems="center">
          <Text fontWeight="semibold">{link.consultant.name}</Text>
          <Badge colorPalette={palette[link.status]}>{t(`customers.myConsultant.status.${link.status}`)}</Badge>
          <Text fontSize="sm" color="gray.700">
            <FormattedDate value={link.requested_at} dateStyle="medium" />
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
