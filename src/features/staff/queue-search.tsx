import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SEARCH_MAX, searchable } from './queue-filters';

/**
 * The queue's search box: a name (company or person, with or without accents, in Greek or
 * Latin letters), a reference, a tax number or a GGN. It searches when sent (Enter or the
 * button), so the address, and the list, change once per search; empty, it clears the search.
 */
export function QueueSearch({ value, onSearch }: { value: string; onSearch: (q: string | undefined) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q && !searchable(q)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onSearch(q || undefined);
  };
  return (
    <form role="search" onSubmit={submit}>
      <HStack align="flex-end" gap={2} maxW="36rem">
        <Field.Root invalid={tooShort} flex="1">
          <Field.Label htmlFor="queue-search">
            <FormattedMessage id="staff.queue.search" />
          </Field.Label>
          <Input
            id="queue-search"
            type="search"
            size="sm"
            maxLength={SEARCH_MAX}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setTooShort(false);
            }}
            aria-describedby={tooShort ? 'queue-search-hint' : undefined}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="green">
          {intl.formatMessage({ id: 'staff.queue.searchButton' })}
        </Button>
      </HStack>
      {tooShort && (
        <Text id="queue-search-hint" role="alert" color="red.700" fontSize="sm" mt={1}>
          <FormattedMessage id="staff.queue.searchTooShort" />
        </Text>
      )}
    </form>
  );
}
