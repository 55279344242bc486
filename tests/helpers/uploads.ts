import { randomUUID } from 'node:crypto';

/** A small PDF; `padding` makes it as large as a test needs. */
export function pdf(text = 'hello', padding = 0): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n${' '.repeat(padding)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A multipart body of `POST /api/files`: the document type, then the file. */
export function multipart(file: { name: string; type: string; bytes: Buffer } | null, documentType: string | null = 'bio.plant.parcelMap') {
  const boundary = `----test${randomUUID()}`;
  const parts: Buffer[] = [];
  if (documentType !== null) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\n${documentType}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

