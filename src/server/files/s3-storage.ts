import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { BlobTooLargeError, contentKey, hashingMeter, storeUnavailable, type ContentStore, type StagedBlob } from './content-storage';

export interface S3StoreOptions {
  bucket: string;
  /** Keys go under this prefix (no leading or trailing slash; may be empty). */
  prefix: string;
  /** `AWS_ENDPOINT_URL_S3` (MinIO, Ceph, R2, …); unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, profile, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// 5 MiB, the smallest part S3 accepts, and one part in flight: an upload holds about 5 MiB
// of memory whatever the file's size.
const PART_SIZE = 5 * 1024 * 1024;
const HEALTH_TIMEOUT_MS = 5_000;

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

// Every failure of the store but "no such key" means it cannot serve us now: unreachable,
// timing out, 5xx, or refusing our credentials. None of them is the client's fault.
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw isMissing(error) ? error : storeUnavailable(error);
  }
}

/**
 * The content store on S3-compatible object storage: `<prefix>/ab/ab12…`. An upload streams
 * to `<prefix>/tmp/<uuid>.part` (multipart, part by part) while it is hashed, then is copied
 * to its hash's key inside the store, unless that content is already there.
 */
// The SDK is loaded only by processes that use object storage (about 20 MB and a second of
// start-up that a process on local disk does not need).
async function loadSdk(options: S3StoreOptions) {
  const [s3, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client: S3Client = new s3.S3Client({
    region: options.region,
    credentials: options.credentials,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    // Only the checksums S3 requires: S3-compatible servers do not all know the newer
    // trailing checksums the SDK adds by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  return { s3, Upload, client };
}

export function s3Store(options: S3StoreOptions): ContentStore {
  const { bucket } = options;
  const sdk = loadSdk(options);
  const keyOf = (name: string) => (options.prefix ? `${options.prefix}/${name}` : name);
  const copySource = (key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const exists = async (key: string) => {
    const { s3, client } = await sdk;
    return client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
    );
  };
  const deleteKey = async (key: string) => {
    const { s3, client } = await sdk;
    await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };
  const read = async (key: string) => {
    const { s3, client } = await sdk;
    return (await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }))).Body as Readable;
  };

  return {
    async receive(source, maxBytes): Promise<StagedBlob> {
      const { Upload, client } = await guarded(() => sdk);
      const location = keyOf(`tmp/${randomUUID()}.part`);
      const meter = hashingMeter(maxBytes);
      // errors of the client's stream are seen through `errored` below
      pipeline(source, meter.stream, () => {});
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: location, Body: meter.stream },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        const clientFault = source.errored ?? (meter.stream.errored instanceof BlobTooLargeError ? meter.stream.errored : null);
        meter.stream.destroy();
        await deleteKey(location).catch(() => undefined);
        throw clientFault ?? storeUnavailable(error);
      }
      return { location, ...meter.result() };
    },

    readStaged: (staged) => guarded(() => read(staged.location)),

    commit: (staged) =>
      guarded(async () => {
        const target = keyOf(contentKey(staged.sha256));
        if (!(await exists(target))) {
          const { s3, client } = await sdk;
          await client.send(new s3.CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: copySource(staged.location) }));
        }
        await deleteKey(staged.location);
      }),

    // Best effort: a temporary key left behind while the store is down is swept by the
    // bucket's lifecycle rule on `tmp/` (docs/deploy.md).
    discard: (staged) => deleteKey(staged.location).then(() => undefined, () => undefined),

    open: (sha256) => guarded(() => read(keyOf(contentKey(sha256)))),

    remove: (sha256) => guarded(() => deleteKey(keyOf(contentKey(sha256)))),

    check: async () => {
      const { s3, client } = await sdk;
      await client.send(new s3.HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    },
  };
}
