import type { ServerConfig } from './core/config';
import type { DatabaseHandle } from './core/db/connect';
import type { AccessTokens } from './accounts/tokens';
import type { Mailer } from './notifications/mail-queue';
import type { ReportJobs } from './reports/report-job';
import { usersRepository } from './accounts/users-store';
import { refreshTokensRepository } from './accounts/refresh-tokens-store';
import { loginFailuresRepository } from './accounts/login-failures-store';
import { oneTimeTokensRepository } from './accounts/one-time-tokens-store';
import { loginLock } from './accounts/login-lock';
import { createContentStore } from './files/create-content-storage';
import { documentPositions } from './files/document-holders';
import { documentReferences } from './files/document-references';
import { questionnaireRevisions } from './revisions/revisions';

/** Everything a handler may use; built once per process in app.ts. */
export function createContext(config: ServerConfig, database: DatabaseHandle, accessTokens: AccessTokens, mailer: Mailer, reportJobs: ReportJobs) {
  const { db } = database;
  return {
    config,
    database,
    accessTokens,
    mailer,
    /** The staff reports' job queue (reports/report-job.ts). */
    reportJobs,
    users: usersRepository(db),
    refreshTokens: refreshTokensRepository(db, config.refreshTokenTtlSeconds, config.refreshRetrySeconds),
    loginLock: loginLock(config, loginFailuresRepository(db)),
    oneTimeTokens: oneTimeTokensRepository(db),
    /** Where documents' bytes are kept: disk or object storage, chosen once per process. */
    contentStore: createContentStore(config),
    /** Which records refer to which documents, written with each save (files/document-references.ts). */
    documents: documentReferences(documentPositions(config.schemasDir)),
    /** The questionnaires' revisions: today's, and any an application was given under (revisions/revisions.ts). */
    revisions: questionnaireRevisions(db, { schemasDir: config.schemasDir, localesDir: config.localesDir }),
  };
}
export type AppContext = ReturnType<typeof createContext>;
