import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { ErrorCode, UNDEFINED_ERROR_MESSAGE, errorEnvelope } from '../../src/contract';
import { AppError } from './appError';
import { securityHeaders } from './securityHeaders';

/** Fastify's own request errors, each with the sentence a caller reads. */
const fastifyErrors: Record<string, { status: number; code: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The request body does not match its Content-Length.',
  },
};

/** Every failure leaves as an envelope; only errors nobody expected answer 500, and are logged. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorEnvelope(error.errorCode, error.message));
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorEnvelope(known.code, known.message));
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send(errorEnvelope(ErrorCode.VALIDATION_FAILED, 'The request body is not valid JSON.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorEnvelope(ErrorCode.VALIDATION_FAILED, error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope(ErrorCode.UNDEFINED, UNDEFINED_ERROR_MESSAGE));
  });
}

/** Errors the router raises before any route or hook runs: an unreadable or over-long address. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? 'A value in the address is too long.' : 'The address is not valid.';
  return (reply as FastifyReply).status(tooLong ? 414 : 400).send(errorEnvelope(ErrorCode.VALIDATION_FAILED, message));
};

const clientErrors: Record<string, { status: number; code: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'The request address or headers are too large (at most 16 KB).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: ErrorCode.VALIDATION_FAILED, message: 'The request took too long to arrive.' },
};
const malformed = { status: 400, code: ErrorCode.VALIDATION_FAILED, message: 'The request is not valid HTTP.' };

/**
 * Requests the HTTP parser refuses before fastify sees them (an over-long request line or header, a
 * malformed request, a timeout). Fastify's own answer is a bare JSON without the envelope or the
 * security headers; this one is the envelope like every other reply.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = clientErrors[error.code ?? ''] ?? malformed;
  const body = JSON.stringify(errorEnvelope(code, message));
  const headers = {
    ...securityHeaders(),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  socket.destroy(error);
}
