import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Box, Fieldset, List, Stack, Text } from '@chakra-ui/react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { acceptLabel, checkFile, formatSize, limitsFrom } from './file-checks';
import { refsOf, type FileRef } from './file-ref';
import { FileDropZone } from './file-drop-zone';
import { FileItem } from './file-item';
import { PendingUploadRow } from './pending-upload-row';
import { useFileTransport } from './file-transport';
import { useFileUploads } from './use-file-uploads';
import { useOnline } from '../../src/forms/use-online';
import { fieldKeyOf, type PortalFormContext } from '../../src/forms/form-context';
import type { WaitingSpot } from './waiting-files';
import { FieldGroup } from '../templates/field-group';

// Files kept on the device (issue 32) are listed and sent by a part loaded after the form shows:
// a form's first load does not carry the device store, the photo resizing or the sending.
const WaitingFilesList = lazy(() => import('./waiting-files-list'));

/** Where a file kept offline goes once sent (form-context.ts): a wizard's draft or a form's device copy, if the form is kept as either. */
const spotOf = (formContext: unknown, path: (string | number)[], multiple: boolean): WaitingSpot | undefined => {
  const { draft, formCopy } = (formContext as Partial<PortalFormContext> | undefined) ?? {};
  if (draft) return { ...draft, path, multiple };
  return formCopy ? { formCopy, path, multiple } : undefined;
};

interface Refusal {
  name: string;
  messageId: string;
}

/**
 * `"ui:field": "fileUpload"`: documents of one type, uploaded to the API as they are chosen.
 * The value is a file reference (schemas/_defs/file-ref.schema.json), or an array of them when
 * the schema is an array; never the bytes. `ui:options`: `documentType` (sent to the API;
 * default: the property name), `accept` (media types, `type/*`, `.ext`), `maxSize` (bytes).
 */
export function FileUploadField(props: FieldProps) {
  const { schema, uiSchema, formData, onChange, fieldPathId, name, disabled, readonly, required, registry } = props;
  const intl = useIntl();
  const transport = useFileTransport();
  const options = getUiOptions(uiSchema);
  const multiple = schema.type === 'array';
  const limits = limitsFrom(options);
  const documentType = typeof options.documentType === 'string' ? options.documentType : name || 'document';
  const id = fieldPathId.$id;
  const refs = refsOf(formData);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  // Several uploads finish one after another before the form re-renders: each adds to the
  // latest list, not to the one this render saw.
  const latest = useRef(refs);
  latest.current = refs;
  const path = fieldPathId.path;
  const commit = useCallback(
    (next: FileRef[]) => {
      latest.current = next;
      onChange(multiple ? next : next[0], path);
    },
    [onChange, multiple, path],
  );
  const onUploaded = useCallback((ref: FileRef) => commit(multiple ? [...latest.current, ref] : [ref]), [commit, multiple]);
  const uploads = useFileUploads({ transport, documentType, onUploaded });
  // offline, chosen files wait on the device and go when the connection returns (issue 32)
  const field = fieldKeyOf(registry.formContext, id);
  const online = useOnline();
  const account = transport.account?.() ?? null;

  const choose = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    const refused = chosen.map((file) => ({ file, messageId: checkFile(file, limits) }));
    setRefusals(refused.filter((r) => r.messageId).map((r) => ({ name: r.file.name, messageId: r.messageId as string })));
    const good = refused.filter((r) => !r.messageId).map((r) => r.file);
    if (!good.length) return;
    // not kept (no storage on this device): tried at once, and named as failed if it cannot go
    if (!online && account && globalThis.indexedDB)
      void import('./keep-offline')
        .then(({ keepOffline }) => keepOffline(good, { account, field, documentType, spot: spotOf(registry.formContext, path, multiple) }))
        .catch(() => uploads.start(good));
    else void uploads.start(good);
  };

  const editable = !readonly && !disabled;
  const title = (options.title as string | undefined) ?? schema.title ?? name;
  const description = (options.description as string | undefined) ?? schema.description;
  const limitsId = `${id}__limits`;
  const limitsText = intl.formatMessage(
    { id: 'upload.limits' },
    { types: acceptLabel(limits.accept), size: formatSize(limits.maxSize, intl) },
  );

  return (
    <FieldGroup id={id} legendId={`${id}__legend`} invalid={!!props.rawErrors?.length} disabled={disabled} mb={2}>
      <Fieldset.Legend id={`${id}__legend`}>
        {title}
        {required && <Text as="span" color="fg.error" aria-hidden> *</Text>}
      </Fieldset.Legend>
      {description && <Fieldset.HelperText>{description}</Fieldset.HelperText>}
      <Stack gap={2}>
        {refs.length === 0 && uploads.pending.length === 0 && !editable && (
          <Text color="fg.muted">{intl.formatMessage({ id: 'upload.noFiles' })}</Text>
        )}
        {(refs.length > 0 || uploads.pending.length > 0) && (
          <List.Root as="ul" listStyle="none" ms={0}>
            {refs.map((ref) => (
              <FileItem
                key={ref.id}
                file={ref}
                onRemove={editable ? () => commit(latest.current.filter((r) => r.id !== ref.id)) : undefined}
              />
            ))}
            {uploads.pending.map((upload) => (
              <PendingUploadRow
                key={upload.key}
                upload={upload}
                onCancel={() => uploads.cancel(upload.key)}
                onDismiss={() => uploads.dismiss(upload.key)}
              />
            ))}
          </List.Root>
        )}
        {account && (
          <Suspense fallback={null}>
            <WaitingFilesList account={account} field={field} onUploaded={onUploaded} />
          </Suspense>
        )}
        {editable && (
          <>
            <FileDropZone id={`${id}__input`} multiple={multiple} accept={limits.accept} describedBy={limitsId} what={title} onFiles={choose} />
            <Text id={limitsId} fontSize="sm" color="fg.muted">
              {limitsText}
            </Text>
          </>
        )}
        {refusals.map((refusal, index) => (
          <Text key={`${refusal.name}-${index}`} role="alert" color="fg.error" fontSize="sm">
            <Text as="span" fontWeight="medium">{refusal.name}</Text>: {intl.formatMessage({ id: refusal.messageId })}
          </Text>
        ))}
        <Box role="status" fontSize="sm" color="fg.success">
          {uploads.uploadedCount > 0 && intl.formatMessage({ id: 'upload.uploaded' }, { count: uploads.uploadedCount })}
        </Box>
      </Stack>
    </FieldGroup>
  );
}
