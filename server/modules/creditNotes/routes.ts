import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { listCreditNotes, readCreditNote } from './views';

/** The seller's credit notes (refunds staff gave, admin area): listed beside the invoices, each read for its PDF. */
export const creditNoteRoutes = [
  bind(sellerApi.creditNotes.list, ({ deps, principal, query }) => listCreditNotes(deps.db, principal.userId, query.afterDate)),
  bind(sellerApi.creditNotes.read, ({ deps, principal, params }) => readCreditNote(deps.db, principal.userId, params.id)),
];
