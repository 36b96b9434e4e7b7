import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { addNote, listNotes, removeNote, setNoteDone } from './service';

const api = sellerApi.notes;

export const noteRoutes = [
  bind(api.list, ({ deps, principal }) => listNotes(deps, principal.userId)),
  bind(api.add, ({ deps, principal, body }) => addNote(deps, principal.userId, body.text)),
  bind(api.remove, ({ deps, principal, params }) => removeNote(deps, principal.userId, params.id)),
  bind(api.markDone, ({ deps, principal, params }) => setNoteDone(deps, principal.userId, params.id, true)),
  bind(api.markUndone, ({ deps, principal, params }) => setNoteDone(deps, principal.userId, params.id, false)),
];
