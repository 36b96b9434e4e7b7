import type { FastifyInstance } from 'fastify';

/**
 * A web instance's clean stop, in the order a load balancer needs: /ready answers 503 at once; for
 * `drainMs` the instance still serves while the balancer's next checks see that and send it nothing
 * new; then it stops listening, finishes the requests in flight (fastify answers 503 to any that
 * arrive on an open connection meanwhile), and its job queue hands the jobs it holds back (the
 * app's onClose hook) before the database closes.
 */
export async function shutDown(app: FastifyInstance, database: { close(): Promise<void> }, drainMs: number): Promise<void> {
  app.stopBeingReady();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
  await database.close();
}
