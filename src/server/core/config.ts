import fs from 'node:fs';
import path from 'node:path';

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Runtime settings, all from the environment (see docs/configuration.md). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir. `memory://`: PGlite in memory (tests). */
  databaseUrl: string | undefined;
  demoData: boolean;
  /** With the demo accounts, the demo farmer's applications along the lifecycle (DEMO_APPLICATIONS=off: none). */
  demoApplications: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long after a refresh token was exchanged the same token may be exchanged again while its
   * successor is still unused: the answer that carried the successor was lost (a reload, a
   * dropped connection) and the browser asks again with what it kept (accounts/refresh-tokens-store.ts).
   */
  refreshRetrySeconds: number;
  /** Unset: a secret generated once and kept in the database, shared by every process. */
  jwtSecret: string | undefined;
  clientDir: string;
  /**
   * The questionnaires (`SCHEMAS_DIR`, default the release's `schemas/`) and their texts
   * (`LOCALES_DIR`, default `locales/`): another folder for a test of a changed questionnaire
   * (docs/revisions.md). The browser's forms and validators come from the build, so a changed
   * folder goes with a build of it (`CLIENT_DIR`).
   */
  schemasDir?: string;
  localesDir?: string;
  /**
   * `TLS_CERT_FILE` and `TLS_KEY_FILE` (PEM paths): the server speaks HTTPS itself, HTTP/2 with
   * HTTP/1.1 for older clients, for a portal without a reverse proxy in front. Unset: plain HTTP.
   */
  tls: { cert: Buffer; key: Buffer } | undefined;
  smtpUrl: string | undefined;
  /**
   * Sender of every mail (`MAIL_FROM`): an address alone, and each mail names the body in the
   * reader's language as its sender; or `Name <address>`, and that name is on every mail.
   */
  mailFrom: string;
  /** How often an idle process looks for queued mail (`MAIL_POLL_SECONDS`, 0.5 or more; default 1). */
  mailPollSeconds: number;
  /** First wait before a failed mail is retried, doubling after (`MAIL_RETRY_SECONDS`, default 30). */
  mailRetrySeconds: number;
  publicUrl: string;
  /**
   * `RATE_LIMITS=off` turns every limit off: the sign-in lock and the per-address limits of
   * src/server/core/rate-limits/limits.ts. For tests and load tests only; on by default.
   */
  rateLimits: boolean;
  /** Failed sign-ins of one username from one address within the window (the lock a person meets). */
  loginMaxFailuresPerUsernameAndAddress: number;
  /** Failed sign-ins of one username from any address: bounds guessing spread over many addresses. */
  loginMaxFailuresPerUsername: number;
  /** Failed sign-ins from one address, whatever the usernames. */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  logLevel: string;
  /**
   * The origins (`https://portal.example.org`) whose pages may call the API from a browser
   * (`CORS_ORIGINS`, comma-separated): when the portal is served from another origin than the
   * API (`VITE_API_BASE_URL`). Empty by default: no CORS headers at all.
   */
  corsOrigins: string[];
  /** Which proxies' `X-Forwarded-For` is believed (Fastify's `trustProxy`); see trustProxyFrom. */
  trustProxy: TrustProxy;
  /** Largest accepted upload in bytes (`MAX_UPLOAD_BYTES`, default 20 MiB). */
  maxUploadBytes: number;
  /** The certification body's address for the contact form (`CONTACT_EMAIL`). */
  contactEmail: string;
  /**
   * The certification body as a certificate's public page and every mail's signature name it:
   * its accreditation code (`BODY_CODE`), e-mail (`CONTACT_EMAIL`), phone (`BODY_PHONE`) and
   * postal address (`BODY_ADDRESS`, lines split by ` | ` or a newline).
   */
  body: { code: string; email: string; phone: string | null; address: string[] };
  /** `FILE_STORE=s3://bucket/prefix`: documents in S3-compatible storage; unset: `DATA_DIR/files`. */
  fileStore: string | undefined;
  /** How to reach the object storage of `fileStore` (see src/server/files/s3-storage.ts). */
  s3: {
    /** `AWS_ENDPOINT_URL_S3` (MinIO, Ceph, R2, …; path-style addressing); unset: AWS S3. */
    endpoint: string | undefined;
    /** `AWS_REGION` or `AWS_DEFAULT_REGION`, else `us-east-1`. */
    region: string;
    /** Unset: the AWS SDK's own chain reads `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, profiles, roles. */
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * `TRUST_PROXY`: `true`/`false`, a number of proxy hops, or addresses/CIDRs (comma-separated;
 * `loopback`, `linklocal`, `uniquelocal` name those ranges). The default believes proxies on
 * this machine and on private networks only: a client that connects directly cannot choose
 * its own address with a made-up `X-Forwarded-For` (the rate limits count per address).
 */
function secondsFrom(value: string | undefined, fallback: number, least: number): number {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) && parsed > 0 ? Math.max(least, parsed) : fallback;
}

export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase();
  if (!text) return 'loopback,linklocal,uniquelocal';
  if (text === 'true' || text === 'false') return text === 'true';
  if (!/^\d+$/.test(text)) return text;
  // n hops: the n nearest proxies are believed (what Fastify does for a number)
  const hops = Number(text);
  return (_address, hop) => hop < hops;
}

function tlsFrom(certFile: string | undefined, keyFile: string | undefined): ServerConfig['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  return { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) };
}

/** `BODY_ADDRESS`: one line per part of the address, split at ` | ` or a newline; unset: none. */
function addressLines(value: string | undefined): string[] {
  return (value ?? '').split(/\s*\|\s*|\r?\n|\\n/).map((line) => line.trim()).filter(Boolean);
}

/**
 * `CORS_ORIGINS`: origins separated by commas or spaces, each as a browser sends it
 * (scheme, host and a port other than the default; no path, no trailing slash).
 */
export function originsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => {
      const url = new URL(origin);
      if (url.origin === 'null' || (url.pathname !== '/' && url.pathname !== '')) throw new Error(`CORS_ORIGINS: ${origin} is not an origin (scheme://host[:port])`);
      return url.origin;
    });
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demoData: (env.DEMO_DATA ?? 'on').toLowerCase() !== 'off',
    demoApplications: (env.DEMO_APPLICATIONS ?? 'on').toLowerCase() !== 'off',
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: intFrom(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    refreshRetrySeconds: secondsFrom(env.REFRESH_RETRY_SECONDS, 30, 1),
    jwtSecret: env.JWT_SECRET || undefined,
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    ...(env.SCHEMAS_DIR ? { schemasDir: path.resolve(env.SCHEMAS_DIR) + path.sep } : {}),
    ...(env.LOCALES_DIR ? { localesDir: path.resolve(env.LOCALES_DIR) + path.sep } : {}),
    tls: tlsFrom(env.TLS_CERT_FILE, env.TLS_KEY_FILE),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@agricert.invalid',
    mailPollSeconds: secondsFrom(env.MAIL_POLL_SECONDS, 1, 0.5),
    mailRetrySeconds: Math.round(secondsFrom(env.MAIL_RETRY_SECONDS, 30, 1)),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    rateLimits: (env.RATE_LIMITS ?? 'on').toLowerCase() !== 'off',
    loginMaxFailuresPerUsernameAndAddress: intFrom(env.LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS, 10),
    loginMaxFailuresPerUsername: intFrom(env.LOGIN_MAX_FAILURES_PER_USERNAME, 100),
    loginMaxFailuresPerAddress: intFrom(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 50),
    loginWindowSeconds: intFrom(env.LOGIN_WINDOW_SECONDS, 15 * 60),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    corsOrigins: originsFrom(env.CORS_ORIGINS),
    maxUploadBytes: intFrom(env.MAX_UPLOAD_BYTES, 20 * 1024 * 1024),
    contactEmail: env.CONTACT_EMAIL || 'info@agricert.invalid',
    body: { code: env.BODY_CODE || 'GR-BIO-03', email: env.CONTACT_EMAIL || 'info@agricert.invalid', phone: env.BODY_PHONE || null, address: addressLines(env.BODY_ADDRESS) },
    fileStore: env.FILE_STORE || undefined,
    s3: {
      endpoint: env.AWS_ENDPOINT_URL_S3 || undefined,
      region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    },
  };
}
