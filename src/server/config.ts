import path from 'node:path';

/** Runtime settings, all from the environment (see README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir. `memory://`: PGlite in memory (tests). */
  databaseUrl: string | undefined;
  demoData: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Unset: a secret generated once and kept in the database, shared by every process. */
  jwtSecret: string | undefined;
  clientDir: string;
  smtpUrl: string | undefined;
  /** Sender of every mail (`MAIL_FROM`). */
  mailFrom: string;
  publicUrl: string;
  loginMaxFailuresPerUsername: number;
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  logLevel: string;
  /** Largest accepted upload in bytes (`MAX_UPLOAD_BYTES`, default 20 MiB). */
  maxUploadBytes: number;
  /** The certification body's address for the contact form (`CONTACT_EMAIL`). */
  contactEmail: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demoData: (env.DEMO_DATA ?? 'on').toLowerCase() !== 'off',
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: intFrom(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    jwtSecret: env.JWT_SECRET || undefined,
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'AgriCert portal <no-reply@agricert.invalid>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    loginMaxFailuresPerUsername: intFrom(env.LOGIN_MAX_FAILURES_PER_USERNAME, 5),
    loginMaxFailuresPerAddress: intFrom(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 50),
    loginWindowSeconds: intFrom(env.LOGIN_WINDOW_SECONDS, 15 * 60),
    logLevel: env.LOG_LEVEL ?? 'info',
    maxUploadBytes: intFrom(env.MAX_UPLOAD_BYTES, 20 * 1024 * 1024),
    contactEmail: env.CONTACT_EMAIL || 'info@agricert.invalid',
  };
}
