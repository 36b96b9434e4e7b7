import type { FastifyError, FastifyInstance } from 'fastify';
import { PROCESSOR_TOKEN_PATH, cardDetailsSchema, type CardTokenError } from '../../src/contract';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';
import { describeZodError } from '../http/describeZodError';
import { consumeRateLimit } from '../http/rateLimit';

const refusal = (message: string, fields: Record<string, string> = {}): CardTokenError => ({ message, fields });

/** Each wrong field once, with its first problem: what the card form shows beside the field. */
function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/**
 * The simulated processor's tokenisation call, which the browser makes itself with the card the
 * seller typed (a real processor serves it from its own host). It is not Folio's API: no session,
 * no XSRF token, its own reply shape (cardTokenSchema, or cardTokenErrorSchema with 400), and the
 * body, which holds a card number, is never logged or stored: only the token's record is kept.
 */
export function installProcessorTokenRoute(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'payments'>) {
  app.route({
    method: 'POST',
    url: PROCESSOR_TOKEN_PATH,
    bodyLimit: 4096,
    errorHandler: (error: FastifyError, request, reply) => {
      if (error instanceof AppError) return reply.status(error.statusCode).send(refusal(error.message));
      if (error.statusCode && error.statusCode < 500) {
        const message = error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP') ? 'Send the card as a JSON object.' : error.message;
        return reply.status(error.statusCode).send(refusal(message));
      }
      request.log.error({ err: { message: error.message, code: error.code } }, 'card token call');
      return reply.status(500).send(refusal('The card could not be read. Try again.'));
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await consumeRateLimit(
        deps,
        { bucket: 'card-token-ip', key: request.ip, limit: deps.config.publicFormLimitPerIp },
        'Too many cards were entered from this network.',
      );
      const parsed = cardDetailsSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.status(400).send(refusal(describeZodError(parsed.error, 'body'), fieldsOf(parsed.error.issues)));
      }
      const result = await deps.payments.tokenise(parsed.data);
      if (!result.ok) {
        const sentences = Object.entries(result.fields).map(([field, message]) => `${field} ${message}`);
        return reply.status(400).send(refusal(`${sentences.join('; ')}.`, result.fields));
      }
      return result.card;
    },
  });
}
