// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isTagManagerPath, loadTagManager, tagManagerIdOfPage, trackPageView } from './tagManager';

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

function pageWithId(id: string) {
  document.head.innerHTML = `<meta name="folio-tag-manager" content="${id}">`;
}

describe('tag manager', () => {
  it('runs only on signup, invitation finalize and register send link', () => {
    expect(['/signup', '/invitation/finalize', '/registersendlink', '/signup/'].map(isTagManagerPath)).toEqual([true, true, true, true]);
    expect(['/', '/login', '/account', '/signup-help'].map(isTagManagerPath)).toEqual([false, false, false, false]);
  });

  it('accepts only ids of the form GTM-XXXX or G-XXXX', () => {
    pageWithId('GTM-5K2XQ9');
    expect(tagManagerIdOfPage()).toBe('GTM-5K2XQ9');
    pageWithId('G-ABC123');
    expect(tagManagerIdOfPage()).toBe('G-ABC123');
    for (const bad of ['gtm-abc', 'GTM-', 'UA-1234', 'GTM-abc"><script>', 'G-12 34']) {
      pageWithId(bad);
      expect(tagManagerIdOfPage(), bad).toBeUndefined();
    }
  });

  it('loads the script once and records page views by name', () => {
    loadTagManager('GTM-5K2XQ9');
    loadTagManager('GTM-5K2XQ9');
    const scripts = document.querySelectorAll('script[data-folio-tag-manager]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-5K2XQ9');
    trackPageView('Sign Up', '/signup');
    expect((window as { dataLayer?: unknown[] }).dataLayer?.at(-1)).toEqual({ event: 'page_view', page_name: 'Sign Up', page_path: '/signup' });
  });
});
