import { afterAll, beforeAll, describe } from 'vitest';
import { CONFORMANCE_AREAS } from './areas';
import { openSubject, type ConformanceSubject } from './subject';

/**
 * The conformance suite: the same expectations of the Marketplace interface, on the simulator and
 * on the Selling Partner API adapter over the HTTP fake. One database and one fake for the file.
 */
for (const name of ['simulator', 'sp-api'] as const) {
  describe(`the marketplace interface on the ${name === 'simulator' ? 'simulator' : 'Selling Partner API adapter'}`, () => {
    let subject: ConformanceSubject;
    let close: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      ({ subject, close } = await openSubject(name));
    });
    afterAll(() => close());
    for (const area of CONFORMANCE_AREAS) area(() => subject);
  });
}
