import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { z } from 'zod/mini';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/database';
import type { AppDeps, Clock } from './deps';
import { installAppShell } from './http/appShell';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/errorHandler';
import { installJsonParser } from './http/jsonBody';
import { registerBindings } from './http/registerBindings';
import { installRequestId, requestIdGenerator } from './http/requestId';
import { installRequestActivity } from './eventLoop/requestActivity';
import { serializeRequest } from './http/requestLog';
import { installSecurityHeaders } from './http/securityHeaders';
import { installXsrf } from './http/xsrf';
import { startJobQueue, type AnyJobDefinition } from './jobs/jobQueue';
import { noJobQueue, type AppJobQueue } from './jobs/queueInterface';
import { createLogMailer, type Mailer } from './mail/mailer';
import type { Marketplace } from './marketplace/marketplace';
import { installConsentPages } from './marketplace/authorization/consentPage';
import { createMarketplace } from './marketplace/chooseMarketplace';
import { installHealthRoutes } from './ops/health';
import { createMetrics, installMetrics } from './ops/metrics';
import { allRoutes } from './modules';
import { watchSorterContexts } from './modules/sorter/sorterContextChanges';
import type { PaymentProcessor } from './payments/processor';
import { createSimulatedProcessor } from './payments/simulator';
import { installProcessorTokenRoute } from './payments/tokenRoute';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the contract check. */
    registeredRoutes: RouteOptions[];
    /** The app's job queue (noJobQueue when built without one), for harnesses that run a job now. */
    jobs: AppJobQueue;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  mailer?: Mailer;
  clock?: Clock;
  /**
   * The one config.marketplace names (the simulator of config.catalogSize books by default) unless
   * given, or made from the app's database, configuration and clock (an adapter a test tunes).
   */
  marketplace?: Marketplace | ((deps: Pick<AppDeps, 'db' | 'config' | 'clock'>) => Marketplace);
  /** The card processor simulator over `db` unless given. */
  payments?: PaymentProcessor;
  logger?: FastifyServerOptions['logger'];
  /**
   * Start the job queue over this connection for these kinds of job (server/allJobs.ts, given by the
   * process's start so that no module imports the list): sending always, working jobs when
   * config.workers and `work` is not false (a test that only wants jobs queued passes false).
   */
  queueDatabase?: Pick<DatabaseHandle, 'executeSql' | 'driver' | 'poolStats'> & { jobs: readonly AnyJobDefinition[]; pollingIntervalSeconds?: number; work?: boolean };
}

/** Whatever logger is asked for, the access log never writes a token (requestLog.ts). */
function withRedactedRequests(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  return { ...(logger === true ? {} : logger), serializers: { req: serializeRequest } };
}

// zod/mini ships no messages of its own: the server answers in English.
z.config(z.locales.en());

/** One fastify instance: security headers, cookies, XSRF, every contract route, and the PWA. */
export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify({
    logger: withRedactedRequests(options.logger ?? false),
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // Every log line of a request names it as `requestId`, the id its reply carries (http/requestId.ts).
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  const registeredRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void registeredRoutes.push(route));
  app.decorate('registeredRoutes', registeredRoutes);
  await app.register(fastifyCookie);
  installRequestId(app);
  installRequestActivity(app);
  installErrorHandler(app);
  installJsonParser(app);
  installSecurityHeaders(app);
  installXsrf(app);
  const clock = options.clock ?? (() => new Date());
  const deps: AppDeps = {
    db,
    config,
    mailer: options.mailer ?? createLogMailer(db, app.log, config.mailDir),
    clock,
    marketplace: typeof options.marketplace === 'function' ? options.marketplace({ db, config, clock }) : (options.marketplace ?? createMarketplace({ db, config, clock })),
    payments: options.payments ?? createSimulatedProcessor({ db, clock }),
    jobs: noJobQueue,
  };
  // Only with a token to scrape them: otherwise nothing is counted (most tests, a server nobody watches).
  const metrics = config.metricsToken && options.queueDatabase ? createMetrics(options.queueDatabase) : undefined;
  installMetrics(app, metrics, config.metricsToken);
  if (options.queueDatabase) {
    const { executeSql, driver, jobs, pollingIntervalSeconds, work = true } = options.queueDatabase;
    deps.jobs = await startJobQueue({
      executeSql,
      driver,
      jobs,
      ...(config.workers && work ? { workWith: deps } : {}),
      // Beside other processes on PostgreSQL: a killed process's jobs are retried within seconds.
      ...(config.workers && work && config.databaseUrl ? { holdJobsOn: config.databaseUrl } : {}),
      ...(pollingIntervalSeconds ? { pollingIntervalSeconds } : {}),
      onError: (error) => app.log.error({ err: error }, 'job queue'),
      ...(metrics ? { onJobEnded: metrics.observeJob } : {}),
    });
    // Before the database closes: running jobs stop at their next safe point and go back to the queue.
    app.addHook('onClose', () => deps.jobs.stop());
  }
  // Machine calls keep their key's context in memory, told of its changes by the database.
  const sorterContexts = await watchSorterContexts(db, {
    now: () => deps.clock().getTime(),
    onError: (error) => app.log.error({ err: error }, 'listening for sorter changes'),
  });
  app.addHook('onClose', () => sorterContexts.stop());
  // A change to them is heard by every instance before its reply leaves.
  app.decorate('jobs', deps.jobs);
  installHealthRoutes(app, db);
  registerBindings(app, deps, allRoutes);
  installProcessorTokenRoute(app, deps);
  // The simulated marketplace's consent page, under /marketplace-sim/ (not the API, not the app).
  installConsentPages(app, deps.clock);
  await installAppShell(app, config);
  return app;
}
