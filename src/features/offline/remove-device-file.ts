import { sendingNow } from '../../../renderers/file-upload/file-sending';
import { removeWaitingFile } from '../../../renderers/file-upload/waiting-files';

/** The person removes a file kept on the device: one on its way up stops first. */
export function removeDeviceFile(key: string): void {
  if (sendingNow()?.key === key) sendingNow()?.cancel();
  void removeWaitingFile(key);
}
