import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { userEvent, within } from 'storybook/test';
import fileRefDef from '../../schemas/_defs/file-ref.schema.json';
import { StoryForm } from '../story-form';
import { runtimeValidate } from '../../src/forms/runtime-validator';
import { FileUploadField } from './file-upload-field';
import { FileTransportProvider, type FileTransport } from './file-transport';
import { createMemoryFileTransport } from './memory-file-transport';
import type { FileRef } from './file-ref';

const { $schema: _schema, $comment: _comment, ...fileRef } = fileRefDef;
const schema = {
  type: 'object',
  properties: { documents: { type: 'array', title: 'Parcel maps and deeds', items: fileRef } },
} as RJSFSchema;
const validate = runtimeValidate(schema);

interface HarnessProps {
  documents?: FileRef[];
  readonly?: boolean;
  maxSize?: number;
  transport: FileTransport;
}

function Harness({ documents, readonly, maxSize, transport }: HarnessProps) {
  const [field] = useState(() =>
    function Field(props: FieldProps) {
      return (
        <FileTransportProvider transport={transport}>
          <FileUploadField {...props} />
        </FileTransportProvider>
      );
    },
  );
  return (
    <StoryForm
      formId="stories/file-upload"
      schema={schema}
      uiSchema={{ documents: { 'ui:field': field, 'ui:options': { documentType: 'bio.parcelMap', maxSize } } }}
      validate={validate}
      initial={{ documents }}
      readonly={readonly}
    />
  );
}

const meta: Meta<typeof Harness> = {
  title: 'Renderers/File upload',
  component: Harness,
  args: { transport: createMemoryFileTransport() },
};
export default meta;
type Story = StoryObj<typeof Harness>;

const files: FileRef[] = [
  { id: '6f0c2d5e-1b7a-4c1e-9a53-2f8d1e0b7c01', name: 'Χάρτης αγροτεμαχίων 2026.pdf', size: 1_843_200, media_type: 'application/pdf' },
  { id: '6f0c2d5e-1b7a-4c1e-9a53-2f8d1e0b7c02', name: 'parcel-photo.png', size: 245_760, media_type: 'image/png' },
  { id: '6f0c2d5e-1b7a-4c1e-9a53-2f8d1e0b7c03', name: 'lease-contract.docx', size: 38_912, media_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
];

/** Nothing uploaded yet: choose or drop files. */
export const Empty: Story = {};

/** Stored files with download, preview (PDF, image) and remove. Uploads here stay in the browser. */
export const WithFiles: Story = { args: { documents: files, transport: createMemoryFileTransport({ files }) } };

/** A file refused in the browser (over the limit) and one refused by the API (its content is not a PDF). */
export const Error: Story = {
  args: {
    maxSize: 1024 * 1024,
    transport: createMemoryFileTransport({ durationMs: 100, refuse: (file) => (file.name === 'invoice.pdf' ? 'errors.invalidFileType' : null) }),
  },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText(/./, { selector: 'input[type=file]' });
    await userEvent.upload(input, [
      new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'invoice.pdf', { type: 'application/pdf' }),
    ]);
  },
};

/** The document store is down (the API answers 503): the upload says so, the files already named stay. */
export const StoreUnavailable: Story = {
  args: {
    documents: files.slice(0, 1),
    transport: createMemoryFileTransport({ durationMs: 100, files: files.slice(0, 1), refuse: () => 'errors.storeUnavailable' }),
  },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText(/./, { selector: 'input[type=file]' });
    await userEvent.upload(input, new File(['%PDF-1.4'], 'soil-analysis.pdf', { type: 'application/pdf' }));
  },
};

/** A submitted application: files can be downloaded and previewed, not changed. */
export const ReadOnly: Story = { args: { documents: files, readonly: true, transport: createMemoryFileTransport({ files }) } };
