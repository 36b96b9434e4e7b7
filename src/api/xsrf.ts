import { XSRF_COOKIE } from '~/contract/constants';

export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export const readXsrfToken = () => readCookie(XSRF_COOKIE);
