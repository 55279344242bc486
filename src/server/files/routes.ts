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
import { receiveUpload } from './receive-upload';
import type { Handler } from '../core/handler';

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

  const uploadFile: Handler<'uploadFile'> = async (request, reply) => {
    const viewer = signedIn(request);
    const { documentType, name, staged } = await receiveUpload(request, store, ctx.config.maxUploadBytes);
    try {
      const mediaType = await detectAcceptedMediaType(await store.readStaged(staged));
      if (!mediaType) {
        throw new ApiError(415, 'errors.invalidFileType', 'The content is not one of the accepted file types');
      }
      const file = await files.create(
        { owner_id: viewer.userId, document_type: documentType, original_name: name, media_type: mediaType, size: staged.size, sha256: staged.sha256 },
        () => store.commit(staged),
      );
      return reply.code(201).send(await infoOf(file, viewer));
    } finally {
      await store.discard(staged);
    }
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
