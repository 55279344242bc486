import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { WaitingBannerProps } from './waiting-banner';
import { useWaiting } from './use-waiting';
import { removeDeviceFile } from './remove-device-file';
import type { FileTransport } from '../../../renderers/file-upload/file-transport';

/**
 * The one place that says what waits on this device to be sent (issue 32): shown while offline
 * or while anything waits; nothing when all is sent and the network is there.  `Banner` draws it,
 * `intl` words it and `transport` sends the files: passed in by the layout, not imported (see waiting-banner.tsx).
 */
export function WaitingIndicator({ Banner, intl, transport }: { Banner: ComponentType<WaitingBannerProps>; intl: IntlShape; transport: FileTransport }) {
  const waiting = useWaiting(transport);
  const { online, files, refused, lastSent } = waiting;
  // Online, the changes of the wizard on screen are its save status's to show ("Saving…"): a
  // banner coming and going above the form at each change would move what the person is about to tap.
  const changes = online ? waiting.changes - waiting.openHere : waiting.changes;
  const { refusedDrafts } = waiting;
  if (online && changes === 0 && files === 0 && refused === 0 && refusedDrafts === 0) return null;
  const parts: string[] = [];
  if (!online) parts.push(`${intl.formatMessage({ id: 'offline.indicator.offline' })}.`);
  if (changes > 0 || files > 0) {
    // "3 changes and 5 files", or whichever of the two there is
    const changed = intl.formatMessage({ id: 'offline.indicator.changes' }, { count: changes });
    const attached = intl.formatMessage({ id: 'offline.indicator.files' }, { count: files });
    const what = changes > 0 && files > 0 ? intl.formatMessage({ id: 'offline.indicator.both' }, { changes: changed, files: attached }) : changes > 0 ? changed : attached;
    parts.push(intl.formatMessage({ id: 'offline.indicator.waiting' }, { what }));
    parts.push(intl.formatMessage({ id: online ? 'offline.indicator.sending' : 'offline.indicator.whenOnline' }));
  } else if (refused === 0 && refusedDrafts === 0) {
    parts.push(intl.formatMessage({ id: 'offline.indicator.nothingWaiting' }));
  }
  // never counted as waiting to be sent: the server said no, and the person must act first
  if (refusedDrafts > 0) parts.push(intl.formatMessage({ id: 'offline.indicator.draftsRefused' }, { count: refusedDrafts }));
  if (refused > 0) parts.push(intl.formatMessage({ id: 'offline.indicator.refused' }, { count: refused }));
  if (lastSent) {
    const sent = new Date(lastSent);
    const today = sent.toDateString() === new Date().toDateString();
    const time = today ? intl.formatTime(sent, { hour: 'numeric', minute: '2-digit' }) : intl.formatDate(sent, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    // a Greek time ends with its own period ("11:01 π.μ."): the sentence's is not doubled
    parts.push(intl.formatMessage({ id: 'offline.indicator.lastSent' }, { time }).replace(/\.\.$/, '.'));
  }
  const listed = waiting.fileList.map(({ key, name, refused: why }) => ({ key, name, refused: why }));
  return <Banner online={online} text={parts.join(' ')} files={listed} onRemove={removeDeviceFile} />;
}
