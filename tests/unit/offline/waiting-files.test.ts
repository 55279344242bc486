import { beforeEach, describe, expect, it } from 'vitest';
import { photo } from './device-storage';
import { keepWaitingFile, refuseWaitingFile, removeWaitingFile, waitingFile, waitingFiles } from '../../../renderers/file-upload/waiting-files';

const FIELD = '/applications/bio/edit/a1#root_attachments_parcel_maps';

async function keep(account: string, name: string, field = FIELD) {
  const file = photo(name);
  return keepWaitingFile({ account, field, documentType: 'parcel_maps', name, type: file.type, blob: file });
}

describe('files kept on the device until sent (IndexedDB)', () => {
  beforeEach(async () => {
    for (const account of ['7', '8']) for (const file of await waitingFiles(account)) await removeWaitingFile(file.key);
  });

  it('keeps a file with its bytes and lists an account\'s files oldest first', async () => {
    await keep('7', 'north.jpg');
    await keep('7', 'south.jpg');
    const listed = await waitingFiles('7');
    expect(listed.map((file) => file.name)).toEqual(['north.jpg', 'south.jpg']);
    expect((await listed[0].blob.arrayBuffer()).byteLength).toBe(64);
    expect(listed[0].type).toBe('image/jpeg');
  });

  it('lists one field\'s files when asked', async () => {
    await keep('7', 'map.jpg');
    await keep('7', 'hive.jpg', '/applications/bee/edit/b2#root_hives_photo');
    expect((await waitingFiles('7', FIELD)).map((file) => file.name)).toEqual(['map.jpg']);
  });

  it('never shows or gives one account\'s files to another', async () => {
    await keep('7', 'mine.jpg');
    await keep('8', 'theirs.jpg');
    expect((await waitingFiles('7')).map((file) => file.name)).toEqual(['mine.jpg']);
    expect((await waitingFiles('8')).map((file) => file.name)).toEqual(['theirs.jpg']);
  });

  it('removes a file; a refused one stays with its reason', async () => {
    const gone = await keep('7', 'gone.jpg');
    const refused = await keep('7', 'huge.jpg');
    await removeWaitingFile(gone.key);
    await refuseWaitingFile(refused.key, 'errors.fileTooLarge');
    expect(await waitingFile(gone.key)).toBeUndefined();
    expect((await waitingFiles('7')).map((file) => [file.name, file.refused])).toEqual([['huge.jpg', 'errors.fileTooLarge']]);
  });
});
