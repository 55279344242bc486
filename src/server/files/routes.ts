import type { AppContext } from '../context';
import { ApiError, notFound, unauthorized } from '../core/errors';
import { filesRepository, type FileRow } from './store';
import { fileLinks } from './links';
import { mayDelete, mayRead } from './access';
import { viewerById } from '../accounts/viewer';
import { signedIn } from '../accounts/viewer';
import type { Viewer } from '../applications/access';
import { detectAcceptedMediaType, previewableMediaTypes } from './media-types';
import { contentDisposition } from './names';
import { receiveUpload, type ReceivedUpload } from './receive-upload';
import type { Handler } from '../core/handler';

const keyReused = () =>
  new ApiError(422, 'errors.idempotencyKeyReused', 'This Idempotency-Key was used for another file: use a new key for other content');

/** Upload, metadata, download/preview and delete of documents (contract: /files). */
export function filesHandlers(ctx: AppContext) {
  const files = filesRepository(ctx.database.db);
  const store = ctx.contentStore;
  const links = fileLinks(ctx.database.db);

  async function infoOf(file: FileRow, viewer: Viewer) {
    const url = `/api/files/${file.id}/content?token=${await links.sign(file.id, viewer.userId)}`;
    return {
      id: file.id,
      name: file.original_name,
      size: file.size,
      media_type: file.media_type,
      document_type: file.document_type,
      created_at: new Date(file.created_at).toISOString(),
      download_url: url,
      preview_url: previewableMediaTypes.has(file.media_type) ? `${url}&disposition=inline` : null,
    };
  }

  // Files the viewer may not read answer exactly like files that do not exist.
  async function readable(id: string, viewer: Viewer): Promise<FileRow> {
    const file = await files.findById(id);
    if (!file || !(await mayRead(ctx.database.db, file, viewer))) throw notFound();
    return file;
  }

  // Stores the staged content as the viewer's file, or answers the file its key named before.
  async function storeUpload(upload: ReceivedUpload, viewer: Viewer, clientKey: string | undefined) {
    const { documentType, name, staged } = upload;
    const mediaType = await detectAcceptedMediaType(await store.readStaged(staged));
    if (!mediaType) {
      throw new ApiError(415, 'errors.invalidFileType', 'The content is not one of the accepted file types');
    }
    const values = { owner_id: viewer.userId, document_type: documentType, original_name: name, media_type: mediaType, size: staged.size, sha256: staged.sha256 };
    const commit = () => store.commit(staged);
    if (clientKey === undefined) return { file: await files.create(values, commit), created: true };
    const once = await files.createOnce(values, clientKey, commit);
    // A key stands for one content: answering the first file for other bytes would attach a
    // document the person did not send.
    if (once.file.sha256 !== staged.sha256) throw keyReused();
    return once;
  }

  const uploadFile: Handler<'uploadFile'> = async (request, reply) => {
    const viewer = signedIn(request);
    const upload = await receiveUpload(request, store, ctx.config.maxUploadBytes);
    let stored: Awaited<ReturnType<typeof storeUpload>>;
    try {
      stored = await storeUpload(upload, viewer, request.headers['idempotency-key']);
    } finally {
      // before the answer: a sent-again upload leaves nothing behind once the client hears
      await store.discard(upload.staged);
    }
    return reply.code(stored.created ? 201 : 200).send(await infoOf(stored.file, viewer));
  };

  const getFile: Handler<'getFile'> = async (request) => {
    const viewer = signedIn(request);
    return infoOf(await readable(request.params.id, viewer), viewer);
  };

  const downloadFile: Handler<'downloadFile'> = async (request, reply) => {
    const { id } = request.params;
    const { token, disposition = 'attachment' } = request.query;
    // Signed in (the contract's bearer scheme passed), else a download link's user.
    const linkUser = !request.viewer && token ? await links.verify(id, token) : undefined;
    const viewer = request.viewer ?? (linkUser === undefined ? null : await viewerById(ctx.database.db, linkUser));
    if (!viewer) throw unauthorized(token ? 'The link has expired' : undefined);
    const file = await readable(id, viewer);
    const content = await store.open(file.sha256);
    return reply
      .header('Content-Type', file.media_type)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(disposition, file.original_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .code(200)
      .send(content);
  };

  const deleteFile: Handler<'deleteFile'> = async (request, reply) => {
    const viewer = signedIn(request);
    const file = await readable(request.params.id, viewer);
    if (!(await mayDelete(file, viewer))) throw notFound();
    await files.delete(file, () => store.remove(file.sha256));
    return reply.code(204).send();
  };

  return { uploadFile, getFile, downloadFile, deleteFile };
}
