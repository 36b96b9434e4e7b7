import { booksConformance } from './books';
import { inboundConformance } from './inbound';
import { offersConformance } from './offers';
import { pricesConformance } from './prices';
import { stockConformance } from './stock';
import type { ConformanceArea } from './subject';

/** Every area of the conformance suite, in order (prices change the stock's); an area is one file of cases in this folder. */
export const CONFORMANCE_AREAS: readonly ConformanceArea[] = [booksConformance, offersConformance, stockConformance, pricesConformance, inboundConformance];
