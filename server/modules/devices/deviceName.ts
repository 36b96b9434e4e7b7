/** A name people recognise for a browser, like "Chrome on Android", from its User-Agent. */
export function deviceNameFromUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return 'Browser';
  const browser =
    // Edge and Firefox on phones go by EdgA/EdgiOS and FxiOS, and also carry Chrome or Safari.
    /(Edg|EdgA|EdgiOS)\//.test(userAgent) ? 'Edge'
    : /OPR\//.test(userAgent) ? 'Opera'
    : /(Firefox|FxiOS)\//.test(userAgent) ? 'Firefox'
    : /(Chrome|CriOS|Chromium)\//.test(userAgent) ? 'Chrome'
    : /Safari\//.test(userAgent) ? 'Safari'
    : 'Browser';
  const system =
    /Android/.test(userAgent) ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent) ? 'iOS'
    : /CrOS/.test(userAgent) ? 'ChromeOS'
    : /Windows/.test(userAgent) ? 'Windows'
    : /Mac OS X|Macintosh/.test(userAgent) ? 'macOS'
    : /Linux/.test(userAgent) ? 'Linux'
    : undefined;
  return system ? `${browser} on ${system}` : browser;
}
