declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The tab shows "Folio - <title>" (spec 2.2). */
    title?: string;
    /** The name page views are sent under; the route id otherwise (spec 2.2). */
    pageName?: string;
  }
}

/** Static data of a route: its title and, for pages sent to the tag manager, its page name. */
export function meta(title: string, pageName?: string) {
  return { title, ...(pageName ? { pageName } : {}) };
}
