import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { ServerConfig } from './core/config';
import { readContract } from './core/contract';
import { transportOptions } from './core/server-options';
import { signingSecret } from './core/db/shared-secrets';
import { connectDatabase, type DatabaseHandle } from './core/db/connect';
import { createViewerCache } from './accounts/viewer-cache';
import { migrate } from './core/db/migrate';
import { DEMO_APPLICATIONS_LOCK, START_LOCK, underLock } from './core/db/start-lock';
import { createAccessTokens } from './accounts/tokens';
import { createContext } from './context';
import { createMailTransport } from './notifications/mailer';
import { createMailQueue, sendQueuedMail, workMailQueue } from './notifications/mail-queue';
import { mailLayout } from './notifications/mail-layout';
import type PgBoss from 'pg-boss';
import { startQueue, startScheduleClock } from './core/queue';
import { createDailySchedules, dailyJobs, workDailyJobs, type DailyJobName } from './daily-jobs';
import { createReportQueue, workReportQueue } from './reports/report-job';
import { answerFrameworkError, registerErrorHandler } from './core/plugins/error-handler';
import { registerClientApp } from './core/plugins/client-app';
import { verifyPageNoScript } from './certificates/verify-page-html';
import { registerPageNoScript } from './register/register-page-html';
import { registerFormValidation } from './core/plugins/form-validation';
import { registerCors } from './core/plugins/cors';
import { registerSecurityFirst } from './core/plugins/security-first';
import { lazySchemaCompilers } from './core/plugins/lazy-schema-compilers';
import { registerContentTypes } from './core/plugins/content-types';
import { registerRequestValues } from './core/plugins/request-values';
import { RequestLog } from './core/plugins/request-log';
import { registerRateLimits } from './core/rate-limits/register-rate-limits';
import { systemHandlers } from './core/system-routes';
import { areaHandlers } from './areas';
import { securityHandlers } from './accounts/security-handlers';
import { registerUploads } from './files/uploads';
import { seedDemoData } from './demo/demo';
import { wizardRegistryOf } from './applications/wizards';
import { seedLifecycleDemo } from './demo/lifecycle-demo';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database this server talks to (tests arrange data the API does not write). */
    database: DatabaseHandle;
    /** The mail queue of this process; `sendQueued` sends what is queued now (tests read the outbox after). */
    mail: { sendQueued(): Promise<void> };
    /** Runs one daily job now, as if it were `now` (tests). */
    dailyJobs: { run(name: DailyJobName, now: Date): Promise<number> };
    /**
     * Makes the demo farmer's applications (with their PDFs) on a first start, when the config
     * asks for them; resolves at once otherwise or when they exist. Not part of buildApp, so
     * that a first start answers without waiting for them: main.ts calls it once listening,
     * the tests before their first request. A close waits for it.
     */
    seedDemoApplications(): Promise<void>;
    /**
     * Starts firing the job schedules (core/queue.ts startScheduleClock); main.ts calls it once
     * the server answers, tests do not. A close stops it.
     */
    startScheduleClock(): Promise<void>;
    /**
     * Compiles the wizards' conditions and forms ahead of their first request (main.ts calls
     * it once the server answers; tests compile them when a request first needs them).
     */
    warmWizards(): Promise<void>;
  }
}

const API_PREFIX = 'api';
export { openapiFile } from './core/contract';

/**
 * Builds the whole server: database (migrated), API from the contract, and the client app.
 * `opening`: the database already being opened (main.ts starts it before loading this module).
 * `clientBuilt`: the app's build still under way (`npm start`), awaited before its files are served.
 */
export async function buildApp(config: ServerConfig, opening = connectDatabase(config), clientBuilt?: PromiseLike<void>): Promise<FastifyInstance> {
  const app = Fastify({
    ...transportOptions(config),
    logger: { level: config.logLevel },
    // one line per answer worth reading instead of two per request
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
    // each route's validators and serializers compiled at its first request, not all at start
    schemaController: { compilersFactory: lazySchemaCompilers() },
    frameworkErrors: answerFrameworkError,
  });
  const database = await opening;
  const mailSettings = { pollSeconds: config.mailPollSeconds, retryDelaySeconds: config.mailRetrySeconds };
  // What all processes share is made once: processes started at the same moment on one empty
  // PostgreSQL take turns here; the first makes it, the others find it made.
  const { queue, mailer, reportJobs, secret } = await underLock(database, START_LOCK, async () => {
    await migrate(database);
    const started = await startQueue(database, app.log);
    const made = { queue: started, mailer: await createMailQueue(started, mailSettings, mailLayout(config)), reportJobs: await createReportQueue(started) };
    await createDailySchedules(started);
    if (config.demoData) await seedDemoData(database.db, app.log);
    return { ...made, secret: await signingSecret(config, database.db) };
  });
  let demoApplications: Promise<void> | undefined;
  let clock: Promise<PgBoss> | undefined;
  app.decorate('startScheduleClock', async () => {
    await (clock ??= startScheduleClock(database, app.log));
  });
  app.addHook('onClose', async () => {
    // half-made demo applications would stay half made: the next start sees some and skips them
    await demoApplications?.catch(() => undefined);
    await (await clock?.catch(() => undefined))?.stop({ graceful: true, wait: true, timeout: 5_000 });
    // the queue first: it finishes the job in hand and stops polling before the database goes
    await queue.stop({ graceful: true, wait: true, timeout: 5_000 });
    await database.close();
  });
  const transport = createMailTransport(config, app.log);
  await workMailQueue(queue, transport, mailSettings, app.log);
  app.decorate('mail', { sendQueued: () => sendQueuedMail(queue, transport, database) });

  const accessTokens = createAccessTokens(secret, config.accessTokenTtlSeconds);
  const ctx = createContext(config, database, accessTokens, mailer, reportJobs);
  // today's questionnaires kept before the first request, and applications without one pinned to them
  await ctx.revisions.storeAtStart();
  const seedsApplications = config.demoData && config.demoApplications;
  app.decorate('warmWizards', () => wizardRegistryOf(config.schemasDir).warm());
  app.decorate('seedDemoApplications', () => (demoApplications ??= seedsApplications ? underLock(database, DEMO_APPLICATIONS_LOCK, () => seedLifecycleDemo(ctx, app.log)) : Promise.resolve()));
  await workDailyJobs(queue, ctx, app.log);
  await workReportQueue(queue, ctx, app.log);
  // tests run a job at a chosen moment instead of waiting for the night
  app.decorate('dailyJobs', { run: (name: DailyJobName, now: Date) => dailyJobs[name](ctx, now) });

  app.decorate('database', database);
  app.decorateRequest('viewer', null);
  // An empty body counts as no body: `users/refresh-token` is called with nothing to send.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
  // A missing body is validated as an empty one, so a call that needs a body gets a 400
  // naming the missing fields instead of reaching its handler with nothing.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) {
      request.body = {};
      // body schemas are chosen by content type; an empty request has none
      request.headers['content-type'] ??= 'application/json';
    }
    done();
  });
  registerErrorHandler(app);
  registerCors(app, `/${API_PREFIX}`, config.corsOrigins);
  registerContentTypes(app);
  registerRequestValues(app);
  // before form validation's onRoute hook: it moves the contract's security, the route's one preHandler
  registerSecurityFirst(app);
  registerFormValidation(app);
  await registerUploads(app, config);
  // before the contract's routes: limits are attached to routes as they are created
  if (config.rateLimits) await registerRateLimits(app, `/${API_PREFIX}`, database.db);
  await app.register(openapiGlue, {
    specification: readContract(),
    prefix: API_PREFIX,
    serviceHandlers: { ...systemHandlers(ctx), ...(await areaHandlers(ctx)) },
    securityHandlers: securityHandlers(accessTokens, database.db, createViewerCache(database.accountChanges)),
  });
  // the public pages that answer without JavaScript too: a certificate's, the register's search
  const verifyPage = verifyPageNoScript(ctx);
  const registerPage = registerPageNoScript(ctx);
  await clientBuilt;
  registerClientApp(app, config.clientDir, async (urlPath, locale, query) => (await verifyPage(urlPath, locale)) ?? registerPage(urlPath, locale, query));
  return app;
}
