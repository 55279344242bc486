import { useRef, useState, type KeyboardEvent } from 'react';
import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { geocode, GeocoderUnavailableError, type GeocodeMatch } from './geocode';
import { BusyButton } from '../../src/forms/busy-button';

type Status = { kind: 'idle' | 'searching' | 'notFound' | 'unavailable' } | { kind: 'found'; label: string };

export interface AddressSearchProps {
  id: string;
  geocoderUrl: string;
  disabled: boolean;
  onFound: (match: GeocodeMatch) => void;
}

/** Address search of the geoPoint field ("address not found", spec §8). */
export function AddressSearch({ id, geocoderUrl, disabled, onFound }: AddressSearchProps) {
  const intl = useIntl();
  const t = (messageId: string, values?: Record<string, string>) => intl.formatMessage({ id: messageId }, values);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const pending = useRef<AbortController | null>(null);

  const search = async () => {
    if (!query.trim()) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStatus({ kind: 'searching' });
    try {
      const match = await geocode(geocoderUrl, query.trim(), { language: intl.locale, signal: controller.signal });
      if (!match) return setStatus({ kind: 'notFound' });
      setStatus({ kind: 'found', label: match.label });
      onFound(match);
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) setStatus({ kind: 'unavailable' });
    }
  };
  // Enter searches instead of submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void search();
    }
  };

  const messages = {
    idle: '',
    searching: t('renderers.geoPoint.searching'),
    notFound: t('renderers.geoPoint.notFound'),
    unavailable: t('renderers.geoPoint.searchUnavailable'),
    found: status.kind === 'found' ? t('renderers.geoPoint.found', { label: status.label }) : '',
  };
  const problem = status.kind === 'notFound' || status.kind === 'unavailable';
  return (
    <Field.Root invalid={problem} disabled={disabled}>
      <Field.Label htmlFor={`${id}_search`}>{t('renderers.geoPoint.searchLabel')}</Field.Label>
      <HStack width="full" wrap="wrap">
        <Input
          id={`${id}_search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}_search_status`}
        />
        <BusyButton type="button" variant="outline" onClick={() => void search()} busy={status.kind === 'searching'}>
          {t('renderers.geoPoint.search')}
        </BusyButton>
      </HStack>
      <Text id={`${id}_search_status`} role="status" fontSize="sm" color={problem ? 'fg.error' : 'fg.muted'}>
        {messages[status.kind]}
      </Text>
    </Field.Root>
  );
}
