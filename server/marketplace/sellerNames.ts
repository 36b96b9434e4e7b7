import { mix32 } from './deriveBook';
import { LAST_NAMES, PLACES } from './words';

/** A string's 32-bit FNV-1a hash, mixed: the same seller id always gives the same name. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return mix32(hash >>> 0);
}

const KINDS = ['Books', 'Book Shop', 'Media', 'Reads', 'Used Books', 'Book Barn'];

/**
 * The simulator's storefront name of a seller account, derived from its id like everything the
 * simulator answers. It changes with the hour bucket `version`, rarely (one account in 50 a week),
 * so that a refresh has something to find, as on a real marketplace where sellers rename shops.
 */
export function simulatedSellerName(marketplaceSellerId: string, at: Date): string {
  const week = Math.floor(at.getTime() / (7 * 24 * 3_600_000));
  const hash = hashText(marketplaceSellerId);
  const renamed = mix32(hash ^ week) % 50 === 0 ? week : 0;
  const pick = mix32(hash ^ renamed);
  const kind = KINDS[mix32(pick ^ 7) % KINDS.length]!;
  const stem = pick % 3 === 0 ? PLACES[pick % PLACES.length]! : LAST_NAMES[pick % LAST_NAMES.length]!;
  return `${stem} ${kind}`;
}
