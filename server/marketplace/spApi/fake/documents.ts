import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The fake's document store: what Feeds and Reports hand out as signed addresses. A document is
 * uploaded (a feed) or made by the fake (a processing report, a report) and read at its address,
 * without the access token, as the marketplace's pre-signed addresses are.
 */
export function installFakeDocuments(app: FastifyInstance) {
  const documents = new Map<string, { contentType: string; body: string | null }>();
  app.addContentTypeParser('text/tab-separated-values', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.put<{ Params: { id: string } }>('/fake-documents/:id', async (request, reply) => {
    const document = documents.get(request.params.id);
    if (!document) return reply.status(403).send('<Error><Code>AccessDenied</Code></Error>');
    document.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    return reply.status(200).send();
  });
  app.get<{ Params: { id: string } }>('/fake-documents/:id', async (request, reply) => {
    const document = documents.get(request.params.id);
    if (!document || document.body === null) return reply.status(403).send('<Error><Code>AccessDenied</Code></Error>');
    return reply.type(document.contentType).send(document.body);
  });

  const addressOf = (request: FastifyRequest, id: string) => `http://${request.headers.host}/fake-documents/${id}?X-Amz-Signature=${randomBytes(8).toString('hex')}`;

  return {
    /** A document to upload to; its content is null until then. */
    create(contentType: string): string {
      const id = `amzn1.tortuga.4.na.${randomBytes(12).toString('hex')}`;
      documents.set(id, { contentType, body: null });
      return id;
    },
    /** A document the fake writes itself. */
    write(contentType: string, body: string): string {
      const id = `amzn1.tortuga.4.na.${randomBytes(12).toString('hex')}`;
      documents.set(id, { contentType, body });
      return id;
    },
    read: (id: string) => documents.get(id)?.body ?? null,
    addressOf,
    has: (id: string) => documents.has(id),
  };
}

export type FakeDocuments = ReturnType<typeof installFakeDocuments>;
