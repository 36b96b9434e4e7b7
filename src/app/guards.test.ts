import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '~/contract';
import { requirePanelHost, requireProducts } from './guards';

function redirectTarget(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.to as string;
    throw thrown;
  }
}

const seller = (usable: UserInfo['usageStatuses'][number]['product'][]) =>
  ({ usageStatuses: usable.map((product) => ({ product, status: 'ACTIVE', usable: true })) }) as unknown as UserInfo;

describe('route guards', () => {
  it('opens the sorter tester only when the first label of the host name is "panel"', () => {
    expect(redirectTarget(() => requirePanelHost('panel.folio.example'))).toBeUndefined();
    expect(redirectTarget(() => requirePanelHost('panel'))).toBeUndefined();
    expect(redirectTarget(() => requirePanelHost('app.folio.example'))).toBe('/');
    expect(redirectTarget(() => requirePanelHost('paneling.folio.example'))).toBe('/');
    expect(redirectTarget(() => requirePanelHost('localhost'))).toBe('/');
  });

  it('lets a seller into a route only when every product it needs is usable, else sends them to /', () => {
    const needs = requireProducts(['LISTER', 'SEND_TO_AMAZON']);
    expect(redirectTarget(() => needs({ context: { user: seller(['LISTER', 'SEND_TO_AMAZON']) } }))).toBeUndefined();
    expect(redirectTarget(() => needs({ context: { user: seller(['LISTER']) } }))).toBe('/');
  });
});
