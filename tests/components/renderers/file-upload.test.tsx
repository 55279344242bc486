import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import fileRefDef from '../../../schemas/_defs/file-ref.schema.json';
import { renderForm } from '../../helpers/render-form';
import { FileUploadField } from '../../../renderers/file-upload/file-upload-field';
import { FileTransportProvider, type FileTransport } from '../../../renderers/file-upload/file-transport';
import { createXhrFileTransport } from '../../../renderers/file-upload/xhr-file-transport';
import { createMemoryFileTransport } from '../../../renderers/file-upload/memory-file-transport';

/** A stand-in for XMLHttpRequest: records each request and answers when the test says so. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

const { $schema: _s, $comment: _c, ...fileRef } = fileRefDef;
const multipleSchema = {
  type: 'object',
  properties: { doc: { type: 'array', title: 'Parcel map', items: fileRef } },
} as RJSFSchema;

const stored = (id: string, name: string, size: number, media_type = 'application/pdf') => ({
  id, name, size, media_type, document_type: 'bio.parcelMap', created_at: '2026-01-01T00:00:00.000Z',
  download_url: `/api/files/${id}/content?token=t`, preview_url: `/api/files/${id}/content?token=t&disposition=inline`,
});

const ID_A = '0b7c6a52-8f5e-4a39-9d55-0d7f2b1f4a01';
const ID_B = '0b7c6a52-8f5e-4a39-9d55-0d7f2b1f4a02';

let token = 'token-1';
const refresh = vi.fn(async () => {
  token = 'token-2';
  return true;
});

function fieldWith(transport: FileTransport) {
  return function Field(props: FieldProps) {
    return (
      <FileTransportProvider transport={transport}>
        <FileUploadField {...props} />
      </FileTransportProvider>
    );
  };
}

function renderUpload(options: { formData?: Record<string, unknown>; locale?: 'el' | 'en' | 'es'; readonly?: boolean; maxSize?: number } = {}) {
  const transport = createXhrFileTransport({ getAccessToken: () => token, refresh });
  return renderForm<Record<string, unknown>>({
    schema: multipleSchema,
    uiSchema: {
      doc: { 'ui:field': fieldWith(transport), 'ui:options': { documentType: 'bio.parcelMap', accept: ['application/pdf', 'image/*'], maxSize: options.maxSize } },
    },
    formData: options.formData ?? {},
    locale: options.locale,
    readonly: options.readonly,
  });
}

const pdf = (name: string, size = 120) => new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

describe('fileUpload renderer', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    token = 'token-1';
    refresh.mockClear();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file of the wrong type before uploading, with the translated message', async () => {
    renderUpload({ locale: 'el' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Επιλογή αρχείων'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('setup.exe: Αυτός ο τύπος αρχείου δεν γίνεται δεκτός.');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('names what the upload button uploads, after the words it shows', async () => {
    renderUpload({ locale: 'el' });
    expect((await screen.findByLabelText('Επιλογή αρχείων')).getAttribute('aria-label')).toBe('Επιλογή αρχείων: Parcel map');
  });

  it('refuses a file over the size limit before uploading', async () => {
    const { state } = renderUpload({ maxSize: 1024 });
    await userEvent.upload(await screen.findByLabelText('Choose files'), pdf('huge.pdf', 2000));
    expect((await screen.findByRole('alert')).textContent).toBe('huge.pdf: The file is larger than the allowed size.');
    expect(screen.getByText('Accepted: PDF, PNG, JPEG, WebP. Up to 1 kB per file.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(state.data.doc ?? []).toEqual([]);
  });

  it('uploads with progress and keeps only a file reference, never the bytes', async () => {
    const { state } = renderUpload();
    await userEvent.upload(await screen.findByLabelText('Choose files'), pdf('map.pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.sent[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/files');
    expect(request.headers.Authorization).toBe('Bearer token-1');
    expect(request.body?.get('document_type')).toBe('bio.parcelMap');
    expect((request.body?.get('file') as File).name).toBe('map.pdf');

    act(() => request.progress(60, 120));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading map.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');

    act(() => request.respond(201, stored(ID_A, 'map.pdf', 120)));
    await waitFor(() => expect(state.data.doc).toEqual([{ id: ID_A, name: 'map.pdf', size: 120, media_type: 'application/pdf' }]));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'File uploaded.');
    expect(screen.getByRole('link', { name: 'Download map.pdf' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const json = JSON.stringify(state.data);
    expect(json).not.toMatch(/base64|data:|token/);
  });

  it('uploads several files at once and adds each to the list', async () => {
    const { state } = renderUpload({ formData: { doc: [{ id: ID_A, name: 'old.pdf', size: 10, media_type: 'application/pdf' }] } });
    await userEvent.upload(await screen.findByLabelText('Choose files'), [pdf('b.pdf'), pdf('c.png')].map((f, i) => (i ? new File(['x'], 'c.png', { type: 'image/png' }) : f)));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[1].respond(201, stored(ID_B, 'c.png', 1, 'image/png')));
    act(() => FakeXhr.sent[0].respond(201, stored('0b7c6a52-8f5e-4a39-9d55-0d7f2b1f4a03', 'b.pdf', 120)));
    await waitFor(() => expect((state.data.doc as unknown[]).length).toBe(3));
    expect((state.data.doc as { name: string }[]).map((f) => f.name)).toEqual(['old.pdf', 'c.png', 'b.pdf']);
    expect((await screen.findByRole('status')).textContent).toBe('2 files uploaded.');
  });

  it('refreshes the session once on 401 and retries with the new token', async () => {
    const { state } = renderUpload();
    await userEvent.upload(await screen.findByLabelText('Choose files'), pdf('map.pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0].respond(401, { statusCode: 401, messageId: 'errors.unauthorized' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent[1].headers.Authorization).toBe('Bearer token-2');
    act(() => FakeXhr.sent[1].respond(201, stored(ID_A, 'map.pdf', 120)));
    await waitFor(() => expect(state.data.doc).toHaveLength(1));
  });

  it("shows the API's refusal of the content in the user's language", async () => {
    const { state } = renderUpload({ locale: 'es' });
    await userEvent.upload(await screen.findByLabelText('Elegir archivos'), pdf('fake.pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0].respond(415, { statusCode: 415, messageId: 'errors.invalidFileType' }));
    expect((await screen.findByRole('alert')).textContent).toBe('fake.pdf: Este tipo de archivo no se admite.');
    expect(state.data.doc ?? []).toEqual([]);
  });

  it('while the file store is down says so in Greek and keeps every answer typed in the form', async () => {
    const transport = createXhrFileTransport({ getAccessToken: () => token, refresh });
    const kept = { id: ID_A, name: 'old.pdf', size: 10, media_type: 'application/pdf' };
    const { state } = renderForm<Record<string, unknown>>({
      schema: { type: 'object', properties: { farm: { type: 'string', title: 'Farm name' }, doc: multipleSchema.properties!.doc } } as RJSFSchema,
      uiSchema: { doc: { 'ui:field': fieldWith(transport), 'ui:options': { documentType: 'bio.parcelMap' } } },
      formData: { doc: [kept] },
      locale: 'el',
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Farm name' }), 'Κτήμα Ελιάς');
    await userEvent.upload(screen.getByLabelText('Επιλογή αρχείων'), pdf('map.pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0].respond(503, { statusCode: 503, error: 'Service Unavailable', message: 'down', messageId: 'errors.storeUnavailable' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "map.pdf: Ο χώρος αποθήκευσης εγγράφων δεν είναι διαθέσιμος αυτή τη στιγμή, γι' αυτό το αρχείο δεν αποθηκεύτηκε. Οι απαντήσεις σας διατηρούνται· δοκιμάστε ξανά σε ένα λεπτό.",
    );
    expect(state.data).toEqual({ farm: 'Κτήμα Ελιάς', doc: [kept] });
    expect((screen.getByRole('textbox', { name: 'Farm name' }) as HTMLInputElement).value).toBe('Κτήμα Ελιάς');
    // once the store is back, the same file goes up and joins the kept answers
    await userEvent.upload(screen.getByLabelText('Επιλογή αρχείων'), pdf('map.pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[1].respond(201, stored(ID_B, 'map.pdf', 120)));
    await waitFor(() => expect(state.data).toEqual({ farm: 'Κτήμα Ελιάς', doc: [kept, { id: ID_B, name: 'map.pdf', size: 120, media_type: 'application/pdf' }] }));
  });

  it('removes a file from the value', async () => {
    const a = { id: ID_A, name: 'a.pdf', size: 2048, media_type: 'application/pdf' };
    const b = { id: ID_B, name: 'b.png', size: 3 * 1024 * 1024, media_type: 'image/png' };
    const { state } = renderUpload({ formData: { doc: [a, b] } });
    expect(await screen.findByText('2 kB')).toBeTruthy();
    expect(screen.getByText('3 MB')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    await waitFor(() => expect(state.data.doc).toEqual([b]));
    expect(screen.queryByText('a.pdf')).toBeNull();
  });

  it('with an object schema keeps one reference, which a new upload replaces', async () => {
    const transport = createXhrFileTransport({ getAccessToken: () => token, refresh });
    const { state } = renderForm<Record<string, unknown>>({
      schema: { type: 'object', properties: { doc: { ...fileRef, title: 'Signed application' } } } as RJSFSchema,
      uiSchema: { doc: { 'ui:field': fieldWith(transport) } },
      formData: { doc: { id: ID_A, name: 'old.pdf', size: 10, media_type: 'application/pdf' } },
    });
    const input = await screen.findByLabelText('Choose a file');
    expect(input.hasAttribute('multiple')).toBe(false);
    await userEvent.upload(input, pdf('signed.pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].body?.get('document_type')).toBe('doc');
    act(() => FakeXhr.sent[0].respond(201, stored(ID_B, 'signed.pdf', 120)));
    await waitFor(() => expect(state.data.doc).toEqual({ id: ID_B, name: 'signed.pdf', size: 120, media_type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove signed.pdf' }));
    await waitFor(() => expect(state.data.doc).toBeUndefined());
  });

  it('read-only: lists the files with download links, offers no upload and no remove', async () => {
    renderUpload({ readonly: true, formData: { doc: [{ id: ID_A, name: 'a.pdf', size: 10, media_type: 'application/pdf' }] } });
    expect(await screen.findByRole('link', { name: 'Download a.pdf' })).toBeTruthy();
    expect(screen.queryByLabelText('Choose files')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove a.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview a.pdf' })).toBeTruthy();
  });
});

describe('the XHR file transport', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    token = 'token-1';
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  const transport = () => createXhrFileTransport({ getAccessToken: () => token, refresh });

  it('names a file sent again with its onceKey (Idempotency-Key) and takes the first file the API answers (200)', async () => {
    const sent = transport().upload(pdf('hive.pdf'), 'bio.parcelMap', () => {}, new AbortController().signal, { onceKey: 'waiting:1234-abcd' });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].headers['Idempotency-Key']).toBe('waiting:1234-abcd');
    FakeXhr.sent[0].respond(200, stored(ID_A, 'hive.pdf', 120));
    await expect(sent).resolves.toEqual({ id: ID_A, name: 'hive.pdf', size: 120, media_type: 'application/pdf' });
  });

  it('sends no Idempotency-Key without a onceKey', async () => {
    const sent = transport().upload(pdf('map.pdf'), 'bio.parcelMap', () => {}, new AbortController().signal);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(Object.keys(FakeXhr.sent[0].headers)).toEqual(['Authorization']);
    FakeXhr.sent[0].respond(201, stored(ID_B, 'map.pdf', 120));
    await expect(sent).resolves.toMatchObject({ id: ID_B });
  });

  it('reports a key the API knows for other content with its own message', async () => {
    const sent = transport().upload(pdf('map.pdf'), 'bio.parcelMap', () => {}, new AbortController().signal, { onceKey: 'waiting:5678-efgh' });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'reused', messageId: 'errors.idempotencyKeyReused' });
    await expect(sent).rejects.toMatchObject({ messageId: 'errors.idempotencyKeyReused' });
  });
});

describe('the memory file transport (stories, demos)', () => {
  it('answers a file sent again with its onceKey with the first one, as the API does', async () => {
    const transport = createMemoryFileTransport({ durationMs: 0 });
    const send = (key?: string) => transport.upload(pdf('hive.pdf'), 'bio.parcelMap', () => {}, new AbortController().signal, key ? { onceKey: key } : undefined);
    const first = await send('waiting:1');
    expect(await send('waiting:1')).toEqual(first);
    expect((await send('waiting:2')).id).not.toBe(first.id);
    expect((await send()).id).not.toBe(first.id);
  });
});
