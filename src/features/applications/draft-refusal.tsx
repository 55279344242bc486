import { useEffect, useId, useRef } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { RJSFSchema } from '@rjsf/utils';
import { knownFormDefinition } from '../../forms/validators';
import type { ApplicationType } from './applications-api';
import type { Refusal } from './draft-saver';
import { innerPath } from './application-routes';
import { RouteLink } from '../shared/route-links';

interface DraftRefusalProps {
  refusal: Refusal;
  type: ApplicationType;
  /** This application's id (a draft submitted elsewhere is opened read-only). */
  applicationId: string;
  /** The form of the step the refusal names, to word the stored answer it quotes. */
  stepFormId: string | null;
  /** The title id of the step the refusal names, when it is not the open one. */
  stepTitleId: string | null;
  onGoToStep: () => void;
  onRetry: () => void;
  /** Changed to ask for focus again (a move forward refused, a submission refused). */
  attention: number;
}

/** The refusals that name an active application covering the same scope (rules.ts). */
const isClash = (refusal: Refusal) => refusal.status === 409 && refusal.messageId.startsWith('applications.blocking.');

/**
 * The refusal's values with a stored answer it quotes worded as its form words it: the standard
 * "ifa-v6-smart" is "Integrated Farm Assurance v6 Smart" (an answer is never shown as stored).
 */
function worded(refusal: Refusal, formId: string | null, intl: IntlShape): Record<string, string | number> | undefined {
  if (!refusal.values) return undefined;
  const schema = formId ? (knownFormDefinition(formId)?.schema as RJSFSchema | undefined) : undefined;
  const name = refusal.field?.split('/')[1];
  const property = name ? schema?.properties?.[name] : undefined;
  const options = typeof property === 'object' ? ((property.oneOf ?? (typeof property.items === 'object' && !Array.isArray(property.items) ? property.items.oneOf : undefined)) as RJSFSchema[] | undefined) : undefined;
  if (!options) return refusal.values;
  const titleOf = (value: string | number) => {
    const option = options.find((o) => o.const === value);
    return typeof option?.title === 'string' && intl.messages[option.title] !== undefined ? intl.formatMessage({ id: option.title }) : value;
  };
  return Object.fromEntries(Object.entries(refusal.values).map(([key, value]) => [key, key === 'type' ? titleOf(value) : value]));
}

/** What the person can do about it, by the kind of refusal. */
function todoId(refusal: Refusal): string {
  if (isClash(refusal)) return 'applications.refusal.clash';
  if (refusal.status === 404) return 'applications.refusal.gone';
  if (refusal.status === 409 && refusal.messageId === 'errors.notADraft') return 'applications.refusal.submitted';
  return 'applications.refusal.other';
}

/**
 * A save the server refused for a reason the person must act on, at the top of the wizard:
 * it takes focus when it appears (and when a move forward or a submission meets it), says why
 * in the server's words, what to do, and that the answers are kept on this device. Stays
 * until a save is accepted (draft-saver.ts); see docs/decisions.md "A refused save stops the wizard".
 */
export function DraftRefusal({ refusal, type, applicationId, stepFormId, stepTitleId, onGoToStep, onRetry, attention }: DraftRefusalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const intl = useIntl();
  const values = worded(refusal, stepFormId, intl);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [attention]);
  const other = typeof refusal.values?.id === 'string' && isClash(refusal) ? refusal.values.id : null;
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      data-testid="draft-refusal"
      bg="white"
      borderWidth="3px"
      borderColor="red.600"
      borderRadius="md"
      p={4}
      _focus={{ outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '2px' }}
    >
      <Stack gap={2}>
        <Heading as="h2" size="md" id={titleId}>
          <FormattedMessage id="applications.refusal.title" />
        </Heading>
        <Text fontWeight="medium">
          <FormattedMessage id={refusal.messageId} values={values} />
        </Text>
        <Text>
          <FormattedMessage id={todoId(refusal)} values={{ family: type }} />
        </Text>
        <Text>
          <FormattedMessage id="applications.refusal.kept" />
        </Text>
        <HStack gap={4} wrap="wrap">
          {stepTitleId && (
            <Button variant="outline" colorPalette="green" whiteSpace="normal" height="auto" minHeight="10" py={2} onClick={onGoToStep}>
              <FormattedMessage id="applications.refusal.goToStep" values={{ step: <FormattedMessage id={stepTitleId} /> }} />
            </Button>
          )}
          {other && (
            <RouteLink to={innerPath({ id: other, type })} textDecoration="underline">
              <FormattedMessage id="applications.refusal.openOther" values={{ reference: String(refusal.values?.reference ?? '') }} />
            </RouteLink>
          )}
          {refusal.status === 409 && refusal.messageId === 'errors.notADraft' && (
            <RouteLink to={innerPath({ id: applicationId, type })} textDecoration="underline">
              <FormattedMessage id="applications.refusal.openThis" />
            </RouteLink>
          )}
          {refusal.status === 404 && (
            <RouteLink to="/" textDecoration="underline">
              <FormattedMessage id="applications.refusal.toList" />
            </RouteLink>
          )}
          <Button variant="plain" textDecoration="underline" px={0} height="auto" onClick={onRetry}>
            <FormattedMessage id="applications.refusal.retry" />
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
