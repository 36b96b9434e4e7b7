import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_KEYS, sellerApi, type AnyEndpoint } from '../../src/contract';
import { firstDevice, triggerRule } from '../testing/bookzy';
import { addBooks, openSession, plainIsbns } from '../testing/lister';
import { fieldError, startTestServer, type CallInputLoose, type SellerAuth, type TestServer } from '../testing/testServer';

/**
 * A NUL character in text reached PostgreSQL, which refuses it, and the call answered 500. Each
 * call below is otherwise valid, so only the NUL can be refused, with a 400 naming the field.
 */
const NUL = 'a\u0000b';

let server: TestServer;
let seller: SellerAuth;
const cases: { label: string; endpoint: AnyEndpoint; input: CallInputLoose; field: string; auth?: 'none' }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  seller = await server.newSeller(PRODUCT_KEYS.map((product) => [product, 'ACTIVE']));
  const bookzyDevice = await firstDevice(server, seller);
  const session = await openSession(server, seller);
  const [item] = await addBooks(server, seller, session.id, plainIsbns(1));
  const api = sellerApi;
  cases.push(
    { label: 'note text', endpoint: api.notes.add, input: { body: { text: NUL } }, field: 'text' },
    { label: 'device name', endpoint: api.devices.rename, input: { params: { id: seller.deviceId }, body: { deviceName: NUL } }, field: 'deviceName' },
    { label: 'Bookzy device name', endpoint: api.bookzyDevices.rename, input: { params: { id: bookzyDevice.deviceId }, body: { deviceName: NUL } }, field: 'deviceName' },
    { label: 'trigger name', endpoint: api.triggers.create, input: { body: { device: bookzyDevice.deviceId, ...triggerRule({ name: NUL }) } }, field: 'name' },
    { label: 'session name', endpoint: api.listerSessions.create, input: { body: { channel: 'FBA', name: NUL } }, field: 'name' },
    { label: 'session rename', endpoint: api.listerSessions.rename, input: { params: { sessionId: session.id }, body: { name: NUL } }, field: 'name' },
    { label: 'condition note', endpoint: api.listerItems.update, input: { params: { sessionId: session.id, itemId: item!.id }, body: { conditionNote: NUL } }, field: 'conditionNote' },
    { label: 'searchText', endpoint: api.listerSessions.search, input: { query: { channel: 'FBA', searchText: NUL } }, field: 'searchText' },
    { label: 'item searchText', endpoint: api.listerItems.list, input: { params: { sessionId: session.id }, query: { searchText: NUL } }, field: 'searchText' },
    {
      label: 'sign-up name',
      endpoint: api.account.signup,
      input: { body: { email: 'nul@folio.test', password: 'good-password-1', firstName: NUL, lastName: 'Seller', acceptTerms: true } },
      field: 'firstName',
      auth: 'none',
    },
    { label: 'error report', endpoint: api.monitoring.reportError, input: { body: { kind: 'render', message: NUL, url: '/x' } }, field: 'message' },
    { label: 'error report context', endpoint: api.monitoring.reportError, input: { body: { kind: 'render', message: 'm', url: '/x', context: { where: NUL } } }, field: 'context.where' },
  );
});
afterAll(() => server.close());

describe('a NUL character in text', () => {
  it('is refused with a 400 that names the field, in every call that takes text', async () => {
    expect(cases.length).toBeGreaterThan(10);
    for (const { label, endpoint, input, field, auth } of cases) {
      const reply = await server.call(endpoint, input, { auth: auth === 'none' ? null : seller });
      expect(reply.status, label).toBe(400);
      expect(fieldError(reply, field), label).toMatch(/NUL/);
    }
  });
});
