import { readConfig } from './core/config';
import { openPglite, usesPostgres } from './core/db/open-pglite';

const config = readConfig();
// The embedded database is started before the rest of the server is loaded: PGlite reads its
// files and compiles its WebAssembly off the main thread while the query builder, Fastify, the
// handlers and their packages load (the server's build puts those in chunks loaded by the
// imports below).
const pglite = usesPostgres(config) ? undefined : openPglite(config);
pglite?.catch(() => undefined); // connectDatabase awaits it and fails the start with its error
const { connectDatabase } = await import('./core/db/connect');
const database = connectDatabase(config, pglite);
database.catch(() => undefined); // likewise, awaited by buildApp
// `npm start` starts the server while the app still builds (scripts/start.mjs) and says when the
// build has landed: the server opens its database, migrates and loads meanwhile, and serves
// nothing until the app's files are there
const clientBuilt =
  process.env.CLIENT_BUILD_PENDING === '1' && process.send
    ? new Promise<void>((resolve) => process.once('message', () => resolve())).finally(() => process.channel?.unref())
    : undefined;
const { buildApp } = await import('./app');
const app = await buildApp(config, database, clientBuilt);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
await app.listen({ port: config.port, host: config.host });
// `npm start` writes the database template for later starts once the server answers (scripts/start.mjs)
if (process.send) process.send({ listening: true }, () => process.channel?.unref());
// after the server answers: compiling the wizards' forms takes a few hundred milliseconds
app.warmWizards().catch((error: unknown) => app.log.error({ err: error }, 'wizards were not compiled ahead'));
// the PDFs they carry take longer to make than the rest of a start
app.seedDemoApplications().catch((error: unknown) => app.log.error({ err: error }, 'demo applications were not made'));
app.startScheduleClock().catch((error: unknown) => app.log.error({ err: error }, 'job schedules were not started'));
// a register search first keys the certificates marked stale; after an upgrade that is every one
// (13 s at 100,000 on PostgreSQL), which must not be a visitor's wait: keyed now, in batches
import('./certificates/public-register')
  .then(({ refreshRegisterKeys }) => refreshRegisterKeys(app.database.db))
  .then((keyed) => keyed > 0 && app.log.info('register keys brought up to date for %d certificates', keyed))
  .catch((error: unknown) => app.log.error({ err: error }, 'register keys were not brought up to date'));
// the same for staff's queue search (036_queue_search.sql): after the upgrade every submitted
// application (55 s at 100,000 on PostgreSQL), keyed now rather than at staff's first search
import('./lifecycle/queue-search')
  .then(({ refreshQueueKeys }) => refreshQueueKeys(app.database.db))
  .then((keyed) => keyed > 0 && app.log.info('queue search keys brought up to date for %d applications', keyed))
  .catch((error: unknown) => app.log.error({ err: error }, 'queue search keys were not brought up to date'));
// and for a consultant's search of their customers (037_customer_search.sql): every account after the upgrade
import('./customers/customer-search')
  .then(({ refreshCustomerKeys }) => refreshCustomerKeys(app.database.db))
  .then((keyed) => keyed > 0 && app.log.info('customer search keys brought up to date for %d accounts', keyed))
  .catch((error: unknown) => app.log.error({ err: error }, 'customer search keys were not brought up to date'));
