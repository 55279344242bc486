import type { FastifyReply } from 'fastify';

/** Answers a PDF the portal drew for this request, as a download under `fileName`; never kept by a cache (it may change). */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer | Uint8Array) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .code(200)
    .send(pdf);
