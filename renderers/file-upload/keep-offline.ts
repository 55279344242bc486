import { resizePhoto } from './resize-photo';
import { keepWaitingFile, type WaitingFile } from './waiting-files';

/** Where files chosen offline belong and whose they are: all of a WaitingFile but the file itself. */
export type KeepTarget = Omit<WaitingFile, 'key' | 'addedAt' | 'name' | 'type' | 'blob' | 'refused'>;

/**
 * Files chosen without a connection (issue 32): each kept on the device, a photo resized
 * first, in the order chosen. Loaded only when that happens (file-upload-field.tsx).
 */
export async function keepOffline(files: File[], target: KeepTarget): Promise<void> {
  for (const chosen of files) {
    const file = await resizePhoto(chosen);
    await keepWaitingFile({ ...target, name: file.name, type: file.type, blob: file });
  }
}
