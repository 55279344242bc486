import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface RemoveSiteProps {
  /** The card's heading, to say which site in the button's name and the question. */
  siteLabel: string;
  /** Removing would leave fewer sites than the schema's minItems. */
  blocked: boolean;
  minItems: number;
  onRemove: () => void;
}

/**
 * "Remove", then a question in place: removing a site cannot be undone. The question is
 * plain content of the page (not a dialog: nothing outside it is shut off): its Cancel takes
 * focus, Escape cancels too, and cancelling puts focus back on "Remove". The question names
 * the group its answers are in and describes each answer, so a screen reader arriving on
 * Cancel hears what it cancels.
 */
export function RemoveSite({ siteLabel, blocked, minItems, onRemove }: RemoveSiteProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const questionId = useId();
  // before the browser paints: the question's Cancel, which had focus, has just gone
  useLayoutEffect(() => {
    if (!asking && cancelled.current) {
      cancelled.current = false;
      removeButton.current?.focus();
    }
  }, [asking]);
  const cancel = () => {
    cancelled.current = true;
    setAsking(false);
  };
  if (blocked) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'renderers.handlingSites.lastSite' }, { count: minItems })}
      </Text>
    );
  }
  if (!asking) {
    return (
      <Button
        ref={removeButton}
        type="button"
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={intl.formatMessage({ id: 'renderers.handlingSites.removeSite' }, { site: siteLabel })}
        onClick={() => setAsking(true)}
      >
        {intl.formatMessage({ id: 'renderers.handlingSites.remove' })}
      </Button>
    );
  }
  return (
    <Stack
      role="group"
      aria-labelledby={questionId}
      gap={2}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        cancel();
      }}
    >
      <Text id={questionId}>{intl.formatMessage({ id: 'renderers.handlingSites.confirmRemove' }, { name: siteLabel })}</Text>
      <HStack>
        <Button type="button" size="sm" colorPalette="red" onClick={onRemove} aria-describedby={questionId}>
          {intl.formatMessage({ id: 'renderers.handlingSites.confirmYes' })}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={cancel} autoFocus aria-describedby={questionId}>
          {intl.formatMessage({ id: 'renderers.handlingSites.cancel' })}
        </Button>
      </HStack>
    </Stack>
  );
}
