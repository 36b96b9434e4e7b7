import type { FastifyInstance } from 'fastify';
import type { CreateReportResponse, CreateReportSpecification, Report, ReportDocument } from '@sp-api-sdk/reports-api-2021-06-30';
import type { GetInventorySummariesResponse } from '@sp-api-sdk/fba-inventory-api-v1';
import type { StockSku } from '../../../../src/contract';
import { unitsOf } from '../money';
import { REIMBURSEMENTS_REPORT } from '../reimbursements';
import { ITEM_CONDITIONS, MERCHANT_LISTINGS_REPORT } from '../stock';
import { fakeError, type FakeContext } from './fakeContext';

/**
 * Reports 2021-06-30 (the merchant listings report, the FBA reimbursements report) and FBA
 * Inventory's summaries, from each account's listings. A report is an async operation: IN_QUEUE,
 * then IN_PROGRESS, then DONE with its document, one step per look.
 */

const INVENTORY_PAGE = 50;
const DAY_MS = 86_400_000;

const LISTING_COLUMNS = ['item-name', 'listing-id', 'seller-sku', 'price', 'quantity', 'open-date', 'item-note', 'item-condition', 'asin1', 'product-id-type', 'product-id', 'fulfillment-channel', 'status'];

const conditionCode = (sku: StockSku) =>
  Object.entries(ITEM_CONDITIONS).find(([, value]) => value.condition === sku.condition && value.subCondition === sku.subCondition)?.[0] ?? '3';

function listingsReport(skus: StockSku[]): string {
  const clean = (value: string) => value.replace(/[\t\r\n]/g, ' ');
  const lines = skus.map((sku, index) =>
    [
      clean(sku.title),
      `L${index}`,
      sku.sku,
      unitsOf(sku.price).toFixed(2),
      sku.channel === 'FBA' ? '' : String(sku.activeQty),
      new Date(Date.now() - sku.ageDays * DAY_MS).toISOString().slice(0, 10) + ' 00:00:00 PST',
      clean(sku.note ?? ''),
      conditionCode(sku),
      sku.asin,
      '4',
      sku.isbn13,
      sku.channel === 'FBA' ? 'AMAZON_NA' : 'DEFAULT',
      'Active',
    ].join('\t'),
  );
  return [LISTING_COLUMNS.join('\t'), ...lines].join('\n') + '\n';
}

const REIMBURSEMENT_COLUMNS = ['approval-date', 'reimbursement-id', 'case-id', 'amazon-order-id', 'reason', 'sku', 'fnsku', 'asin', 'product-name', 'condition', 'currency-unit', 'amount-per-unit', 'amount-total', 'quantity-reimbursed-cash', 'quantity-reimbursed-inventory', 'quantity-reimbursed-total'] as const;

/** A reimbursement the fake has paid an account: what a test puts in its report. */
export type FakeReimbursement = Record<(typeof REIMBURSEMENT_COLUMNS)[number], string>;

const reimbursementsReport = (rows: readonly FakeReimbursement[]) =>
  [REIMBURSEMENT_COLUMNS.join('\t'), ...rows.map((row) => REIMBURSEMENT_COLUMNS.map((column) => row[column]).join('\t'))].join('\n') + '\n';

export function installFakeReports(app: FastifyInstance, context: FakeContext) {
  const { documents, listings } = context;
  const reports = new Map<string, { account: string; report: Report }>();
  let next = 70_000;

  /** A report's text: each type from the account's listings; a type the fake does not make is CANCELLED. */
  async function contentOf(account: string, reportType: string): Promise<string | null> {
    if (reportType === MERCHANT_LISTINGS_REPORT) return listingsReport(await listings.skus(account));
    if (reportType === REIMBURSEMENTS_REPORT) return reimbursementsReport(context.reimbursements.get(account) ?? []);
    return null;
  }

  app.post<{ Body: CreateReportSpecification }>('/reports/2021-06-30/reports', async (request, reply): Promise<CreateReportResponse> => {
    const account = context.sellerOf(request);
    const reportId = String(++next);
    reports.set(reportId, {
      account,
      report: { reportId, reportType: request.body.reportType, marketplaceIds: request.body.marketplaceIds, createdTime: new Date().toISOString(), processingStatus: 'IN_QUEUE' },
    });
    reply.status(202);
    return { reportId };
  });

  app.get<{ Params: { reportId: string } }>('/reports/2021-06-30/reports/:reportId', async (request): Promise<Report> => {
    const account = context.sellerOf(request);
    const known = reports.get(request.params.reportId);
    if (!known || known.account !== account) throw fakeError(404, 'NotFound', 'The report was not found.');
    if (known.report.processingStatus === 'IN_QUEUE') known.report.processingStatus = 'IN_PROGRESS';
    else if (known.report.processingStatus === 'IN_PROGRESS') {
      const content = await contentOf(account, known.report.reportType);
      known.report =
        content === null
          ? { ...known.report, processingStatus: 'CANCELLED' }
          : { ...known.report, processingStatus: 'DONE', reportDocumentId: documents.write('text/tab-separated-values', content) };
    }
    return known.report;
  });

  app.get<{ Params: { id: string } }>('/reports/2021-06-30/documents/:id', async (request): Promise<ReportDocument> => {
    context.sellerOf(request);
    if (!documents.has(request.params.id)) throw fakeError(404, 'NotFound', 'The document was not found.');
    return { reportDocumentId: request.params.id, url: documents.addressOf(request, request.params.id) };
  });

  app.get<{ Querystring: { nextToken?: string } }>('/fba/inventory/v1/summaries', async (request): Promise<GetInventorySummariesResponse> => {
    const account = context.sellerOf(request);
    const fba = (await listings.skus(account)).filter((sku) => sku.channel === 'FBA');
    const from = Number(request.query.nextToken ?? 0) || 0;
    const page = fba.slice(from, from + INVENTORY_PAGE);
    return {
      payload: {
        granularity: { granularityType: 'Marketplace', granularityId: 'ATVPDKIKX0DER' },
        inventorySummaries: page.map((sku) => ({
          asin: sku.asin,
          sellerSku: sku.sku,
          condition: sku.condition === 'new' ? 'NewItem' : 'UsedGood',
          totalQuantity: sku.activeQty + sku.inboundQty + sku.reservedQty,
          inventoryDetails: {
            fulfillableQuantity: sku.activeQty,
            inboundWorkingQuantity: sku.inboundQty,
            inboundShippedQuantity: 0,
            inboundReceivingQuantity: 0,
            reservedQuantity: { totalReservedQuantity: sku.reservedQty },
          },
        })),
      },
      ...(from + INVENTORY_PAGE < fba.length ? { pagination: { nextToken: String(from + INVENTORY_PAGE) } } : {}),
    };
  });
}
