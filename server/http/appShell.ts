import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, errorEnvelope } from '../../src/contract';
import type { AppConfig } from '../config';
import { decodedPath, isApiRequest, routedPath } from './apiPaths';
import { usesTagManager } from './securityHeaders';

/** Files that must be revalidated on every load so that updates reach people. */
const REVALIDATE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest']);

function withTagManagerId(html: string, id: string): string {
  return html.replace('</head>', `<meta name="folio-tag-manager" content="${id}"></head>`);
}

/**
 * Serves the built PWA from the dist folder, and index.html for every other page address so that
 * deep links work. The three tag manager pages get the configured id in a meta tag.
 */
export async function installAppShell(app: FastifyInstance, config: AppConfig) {
  const root = path.resolve(config.distDir);
  const indexFile = path.join(root, 'index.html');
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (index) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const name = `/${path.relative(root, filePath)}`;
        if (name.startsWith('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (REVALIDATE.has(name)) res.header('Cache-Control', 'no-cache');
      },
    });
  }
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    if (!index) {
      return reply
        .status(503)
        .send(errorEnvelope(ErrorCode.NOT_FOUND, 'The app is not built yet: run `npm run build`.'));
    }
    const html =
      config.tagManagerId && usesTagManager(routedPath(request)) ? withTagManagerId(index, config.tagManagerId) : index;
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    if (isPage && index && path.extname(decodedPath(request.url)) === '') return sendShell(request, reply);
    const where = `${request.method} ${decodedPath(request.url)}`;
    return reply.status(404).send(errorEnvelope(ErrorCode.NOT_FOUND, `Nothing answers ${where}.`));
  });
}
