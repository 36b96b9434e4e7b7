import type { FastifyRequest } from 'fastify';
import type { ErrorReport, Realm } from '../../../src/contract';
import { authenticateAdmin, authenticateSeller } from '../../auth/principals';
import { clientErrorReports } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { consumeRateLimit } from '../../http/rateLimit';

/** The signed-in user behind a report, when the report carries a valid token; reports work without. */
async function reporterId(deps: AppDeps, request: FastifyRequest, realm: Realm): Promise<number | null> {
  try {
    if (realm === 'admin') return (await authenticateAdmin(deps, request)).adminId;
    return (await authenticateSeller(deps, request)).userId;
  } catch {
    return null;
  }
}

export async function recordErrorReport(deps: AppDeps, request: FastifyRequest, realm: Realm, report: ErrorReport) {
  await consumeRateLimit(deps, { bucket: 'error-report-ip', key: request.ip, limit: 120 }, 'Too many error reports.');
  await deps.db.insert(clientErrorReports).values({
    realm,
    userId: await reporterId(deps, request, realm),
    kind: report.kind,
    message: report.message,
    stack: report.stack ?? null,
    url: report.url,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    details: { trace: report.trace ?? [], context: report.context ?? {} },
  });
  return null;
}
