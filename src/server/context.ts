import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/connect';
import type { AccessTokens } from './auth/tokens';
import type { Mailer } from './mail/mail-queue';
import { usersRepository } from './repositories/users';
import { refreshTokensRepository } from './repositories/refresh-tokens';
import { loginFailuresRepository } from './repositories/login-failures';
import { oneTimeTokensRepository } from './repositories/one-time-tokens';
import { loginLock } from './auth/login-lock';
import { createContentStore } from './files/create-content-store';
import { documentPositions } from './files/document-holders';
import { documentReferences } from './files/document-references';

/** Everything a handler may use; built once per process in app.ts. */
export function createContext(config: ServerConfig, database: DatabaseHandle, accessTokens: AccessTokens, mailer: Mailer) {
  const { db } = database;
  return {
    config,
    database,
    accessTokens,
    mailer,
    users: usersRepository(db),
    refreshTokens: refreshTokensRepository(db, config.refreshTokenTtlSeconds),
    loginLock: loginLock(config, loginFailuresRepository(db)),
    oneTimeTokens: oneTimeTokensRepository(db),
    /** Where documents' bytes are kept: disk or object storage, chosen once per process. */
    contentStore: createContentStore(config),
    /** Which records refer to which documents, written with each save (files/document-references.ts). */
    documents: documentReferences(documentPositions((config as { schemasDir?: string }).schemasDir)),
  };
}
export type AppContext = ReturnType<typeof createContext>;
