import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BlobTooLargeError, contentKey, hashingMeter, storeUnavailable, type ContentStore, type StagedBlob } from './content-store';

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
export function s3Store(options: S3StoreOptions): ContentStore {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    credentials: options.credentials,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    // Only the checksums S3 requires: S3-compatible servers do not all know the newer
    // trailing checksums the SDK adds by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const keyOf = (name: string) => (options.prefix ? `${options.prefix}/${name}` : name);
  const copySource = (key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const exists = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
    );
  const deleteKey = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  const read = async (key: string) => (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body as Readable;

  return {
    async receive(source, maxBytes): Promise<StagedBlob> {
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
          await client.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: copySource(staged.location) }));
        }
        await deleteKey(staged.location);
      }),

    // Best effort: a temporary key left behind while the store is down is swept by the
    // bucket's lifecycle rule on `tmp/` (docs/deploy.md).
    discard: (staged) => deleteKey(staged.location).then(() => undefined, () => undefined),

    open: (sha256) => guarded(() => read(keyOf(contentKey(sha256)))),

    remove: (sha256) => guarded(async () => void (await deleteKey(keyOf(contentKey(sha256))))),

    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    },
  };
}
