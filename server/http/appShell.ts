import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, errorEnvelope } from '../../src/contract';
import type { AppConfig } from '../config';
import { decodedPath, isApiRequest, routedPath } from './apiPaths';
import { redactedUrl } from './requestLog';
import { addVary, COMPRESS_MIN_BYTES, compressBytes, negotiateEncoding, type ContentEncoding } from './compress';
import { usesTagManager } from './securityHeaders';

/** Files that must be revalidated on every load so that updates reach people. */
const REVALIDATE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest']);

/**
 * Never served from the build folder: source maps (the app's source, to anyone who asks) and the
 * compressed copies the build writes beside each file (`name.br`, `name.gz`), which are sent only in
 * place of their file, never under their own name.
 */
// build-info.json is what the build was made from, for the staff's diagnostics page only.
const NOT_SERVED = ['**/*.map', '**/*.br', '**/*.gz', 'build-info.json'];
const COMPRESSED_COPY = /\.(br|gz)$/;

function withTagManagerId(html: string, id: string): string {
  return html.replace('</head>', `<meta name="folio-tag-manager" content="${id}"></head>`);
}

/** One version of the page shell, as it is and compressed both ways (when it is worth it). */
interface Shell {
  identity: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

async function prepareShell(html: string): Promise<Shell> {
  const identity = Buffer.from(html, 'utf8');
  if (identity.length < COMPRESS_MIN_BYTES) return { identity, encoded: {} };
  const [br, gzip] = await Promise.all([compressBytes(identity, 'br'), compressBytes(identity, 'gzip')]);
  return { identity, encoded: { br, gzip } };
}

/**
 * Serves the built PWA from the dist folder, and index.html for every other page address so that
 * deep links work. The three tag manager pages get the configured id in a meta tag.
 *
 * Every file goes out compressed when the browser accepts it: the build writes a brotli and a gzip
 * copy beside each text file (scripts/build/precompress.ts) and @fastify/static picks one by
 * Accept-Encoding (br first), falling back to the file itself. The page shell is compressed here,
 * once per version, since the tag manager pages get a version of their own. None of these hold a
 * secret or echo the request, so compression leaks nothing (unlike API replies, see compress.ts).
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
      globIgnore: NOT_SERVED,
      preCompressed: true,
      setHeaders(res, filePath) {
        // filePath is the file sent, which may be the compressed copy.
        const name = `/${path.relative(root, filePath)}`.replace(COMPRESSED_COPY, '');
        // @fastify/static sends a different body by Accept-Encoding but does not say so to caches.
        addVary(res, 'Accept-Encoding');
        if (name.startsWith('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (REVALIDATE.has(name)) res.header('Cache-Control', 'no-cache');
      },
    });
  }
  const shell = index ? await prepareShell(index) : undefined;
  const tagManagerShell =
    index && config.tagManagerId ? await prepareShell(withTagManagerId(index, config.tagManagerId)) : undefined;

  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    if (!shell) {
      return reply
        .status(503)
        .send(errorEnvelope(ErrorCode.NOT_FOUND, 'The app is not built yet: run `npm run build`.'));
    }
    const page = tagManagerShell && usesTagManager(routedPath(request)) ? tagManagerShell : shell;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const encoded = encoding ? page.encoded[encoding] : undefined;
    addVary(reply, 'Accept-Encoding');
    if (encoded) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(encoded ?? page.identity);
  };

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    if (isPage && index && path.extname(decodedPath(request.url)) === '') return sendShell(request, reply);
    // The address as the log writes it: a mistyped refresh call must not echo its token.
    const where = `${request.method} ${decodedPath(redactedUrl(request.url))}`;
    return reply.status(404).send(errorEnvelope(ErrorCode.NOT_FOUND, `Nothing answers ${where}.`));
  });
}
