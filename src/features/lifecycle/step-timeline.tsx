import { Badge, Box, HStack, List, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { LifecycleView } from './lifecycle-api';

const palette = { pending: 'gray', in_process: 'orange', confirmed: 'green' } as const;

/**
 * The lifecycle's six steps, then the certificate and (once any exists) the sanctions, each
 * with its state; the one in process is marked as current.
 */
export function StepTimeline({ view }: { view: LifecycleView }) {
  // a suspended certificate and an open sanction may be in process together: the first is the current one
  const current = view.steps.findIndex((step) => step.state === 'in_process');
  return (
    <List.Root as="ol" gap={2} listStyleType="none" ms={0} data-testid="lifecycle-timeline">
      {view.steps.map((step, index) => (
        <List.Item key={step.step} aria-current={index === current ? 'step' : undefined}>
          <HStack gap={3} align="center">
            <Box
              aria-hidden
              flexShrink={0}
              w={7}
              h={7}
              borderRadius="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              bg={step.state === 'confirmed' ? 'green.600' : step.state === 'in_process' ? 'orange.500' : 'gray.300'}
              color={step.state === 'pending' ? 'gray.800' : 'white'}
              fontWeight="bold"
              fontSize="sm"
            >
              {index + 1}
            </Box>
            {/* name and state wrap together beside the number, never under it */}
            <HStack gap={2} wrap="wrap" rowGap={0}>
              <Text fontWeight={step.state === 'in_process' ? 'bold' : 'normal'}>
                <FormattedMessage id={`lifecycle.step.${step.step}`} />
              </Text>
              <Badge colorPalette={palette[step.state]}>
                <FormattedMessage id={`lifecycle.stepState.${step.state}`} />
              </Badge>
              {/* the certificate's step says where the certificate stands today: issued ahead, in force, suspended… */}
              {step.detail && (
                <Text fontSize="sm" color="gray.700" data-testid="certificate-step-status">
                  <FormattedMessage id={`certificates.status.${step.detail}`} />
                </Text>
              )}
            </HStack>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
