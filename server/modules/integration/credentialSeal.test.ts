import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../config';
import type { Database } from '../../db/database';
import { openCredential, sealCredential } from './credentialSeal';

/** With FOLIO_CREDENTIALS_KEY set, the database is never asked for a key: this one fails if it is. */
const noDatabase = new Proxy({}, { get: () => () => { throw new Error('the database was asked for a key'); } }) as unknown as Database;
const withKey = (hex: string) => ({ db: noDatabase, config: { ...defaultConfig(), credentialsKey: hex } });

describe('sealed marketplace credentials under FOLIO_CREDENTIALS_KEY', () => {
  const deps = withKey('11'.repeat(32));

  it('open for their seller under the same key, and differ each time they are sealed', async () => {
    const sealed = await sealCredential(deps, 7, 'Atzr|secret-token');
    expect(sealed).not.toContain('secret');
    expect(await openCredential(deps, 7, sealed)).toBe('Atzr|secret-token');
    expect(await sealCredential(deps, 7, 'Atzr|secret-token')).not.toBe(sealed);
  });

  it('do not open for another seller, under another key, or once changed', async () => {
    const sealed = await sealCredential(deps, 7, 'Atzr|secret-token');
    expect(await openCredential(deps, 8, sealed)).toBeUndefined();
    expect(await openCredential(withKey('22'.repeat(32)), 7, sealed)).toBeUndefined();
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await openCredential(deps, 7, changed)).toBeUndefined();
  });
});
