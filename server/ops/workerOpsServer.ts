import Fastify from 'fastify';
import { installMetrics, type Metrics } from './metrics';

/**
 * A worker process has no web server: when FOLIO_METRICS_PORT is set it listens there for
 * `/metrics` (behind the same bearer token as the web instances') and `/health`, nothing else.
 */
export async function startWorkerOpsServer(options: { metrics: Metrics | undefined; token: string | undefined; host: string; port: number }) {
  const app = Fastify({ logger: false });
  installMetrics(app, options.metrics, options.token);
  app.get('/health', (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'alive' }));
  await app.listen({ host: options.host, port: options.port });
  return app;
}
