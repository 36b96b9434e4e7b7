import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { recordIdParam, routeParams, slugParam, wordParam } from './routeParams';

const boxing = routeParams(
  z.object({ sessionId: recordIdParam, shipmentId: recordIdParam, boxId: z.optional(recordIdParam) }),
).params;
const listing = routeParams(z.object({ channel: wordParam(['FBA', 'FBM']), listingId: recordIdParam })).params;

/** What the route does with an address's params: the parsed values, or 'not found'. */
function parse<T>(params: { parse(raw: Record<string, string | undefined>): T }, raw: Record<string, string | undefined>) {
  try {
    return params.parse(raw);
  } catch (error) {
    if (isNotFound(error)) return 'not found';
    throw error;
  }
}

describe('route params', () => {
  it('reads record ids as numbers, and an optional one that is absent as undefined', () => {
    expect(parse(boxing, { sessionId: '12', shipmentId: '7', boxId: '3' })).toEqual({ sessionId: 12, shipmentId: 7, boxId: 3 });
    expect(parse(boxing, { sessionId: '12', shipmentId: '7', boxId: undefined })).toEqual({ sessionId: 12, shipmentId: 7 });
    expect(parse(boxing, { sessionId: '2147483647', shipmentId: '1' })).toMatchObject({ sessionId: 2_147_483_647 });
  });

  it('answers not found for an id that is not a positive whole number the database could hold', () => {
    for (const bad of ['abc', 'NaN', '', '0', '-1', '012', '1e3', '1.5', ' 12', '0x1f', '2147483648', '99999999999']) {
      expect(parse(boxing, { sessionId: bad, shipmentId: '7' }), bad).toBe('not found');
      expect(parse(boxing, { sessionId: '12', shipmentId: '7', boxId: bad }), `box ${bad}`).toBe('not found');
    }
  });

  it('reads a channel in any case and writes it in lower case', () => {
    expect(parse(listing, { channel: 'fba', listingId: '9' })).toEqual({ channel: 'FBA', listingId: 9 });
    expect(parse(listing, { channel: 'FBM', listingId: '9' })).toEqual({ channel: 'FBM', listingId: 9 });
    expect(parse(listing, { channel: 'fbx', listingId: '9' })).toBe('not found');
    expect(listing.stringify({ channel: 'FBM', listingId: 9 })).toEqual({ channel: 'fbm', listingId: '9' });
  });

  it('writes ids back as the address spells them, and leaves an absent optional one out', () => {
    expect(boxing.stringify({ sessionId: 12, shipmentId: 7, boxId: 3 })).toEqual({ sessionId: '12', shipmentId: '7', boxId: '3' });
    expect(boxing.stringify({ sessionId: 12, shipmentId: 7 })).toEqual({ sessionId: '12', shipmentId: '7' });
    // A bug's NaN still makes an address, one that reads back as not found rather than calling the server.
    const written = boxing.stringify({ sessionId: Number.NaN, shipmentId: 7 });
    expect(parse(boxing, { ...written, sessionId: String(written.sessionId) })).toBe('not found');
  });

  it('takes name-like segments and refuses anything else', () => {
    const tab = routeParams(z.object({ tab: z.optional(slugParam) })).params;
    expect(parse(tab, { tab: 'open-claims' })).toEqual({ tab: 'open-claims' });
    expect(parse(tab, { tab: undefined })).toEqual({});
    expect(parse(tab, { tab: 'a b' })).toBe('not found');
    expect(parse(tab, { tab: 'x'.repeat(65) })).toBe('not found');
  });
});
