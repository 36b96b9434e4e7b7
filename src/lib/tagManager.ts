import { TAG_MANAGER_ID_PATTERN, TAG_MANAGER_PATHS } from '~/contract/constants';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function isTagManagerPath(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return (TAG_MANAGER_PATHS as readonly string[]).includes(path);
}

/** The id the server put in the page, only if it has the spec's form (GTM- or G-, capitals, digits). */
export function tagManagerIdOfPage(doc: Document = document): string | undefined {
  const id = doc.querySelector('meta[name="folio-tag-manager"]')?.getAttribute('content') ?? undefined;
  return id && TAG_MANAGER_ID_PATTERN.test(id) ? id : undefined;
}

/** Loads the tag manager once per document; the CSP of these pages allows its host. */
export function loadTagManager(id: string, doc: Document = document, win: DataLayerWindow = window) {
  if (doc.querySelector('script[data-folio-tag-manager]')) return;
  const dataLayer = (win.dataLayer ??= []);
  const script = doc.createElement('script');
  script.async = true;
  script.dataset.folioTagManager = id;
  if (id.startsWith('GTM-')) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  } else {
    // gtag.js reads its commands from the dataLayer as argument lists.
    dataLayer.push(['js', new Date()], ['config', id, { send_page_view: false }]);
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  }
  doc.head.appendChild(script);
}

/** Spec 2.2: page views go under the route's page name, else the route name. */
export function trackPageView(pageName: string, path: string, win: DataLayerWindow = window) {
  (win.dataLayer ??= []).push({ event: 'page_view', page_name: pageName, page_path: path });
}
