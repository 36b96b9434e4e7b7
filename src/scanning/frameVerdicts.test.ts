import { describe, expect, it } from 'vitest';
import { DUPLICATE_WINDOW_MS, FrameVerdicts } from './frameVerdicts';

const BOOK = '9780140013993';
const MISREAD = '9780140013986';

describe('FrameVerdicts', () => {
  it('reports a code only when two consecutive frames agree', () => {
    const verdicts = new FrameVerdicts();
    expect(verdicts.frame([BOOK], 0)).toEqual([]);
    expect(verdicts.frame([BOOK], 100)).toEqual([BOOK]);
  });

  it('never turns a single misread frame into a verdict', () => {
    const verdicts = new FrameVerdicts();
    expect(verdicts.frame([MISREAD], 0)).toEqual([]);
    expect(verdicts.frame([BOOK], 100)).toEqual([]);
    expect(verdicts.frame([BOOK], 200)).toEqual([BOOK]);
  });

  it('needs the two frames to be consecutive: a frame without a code breaks the agreement', () => {
    const verdicts = new FrameVerdicts();
    verdicts.frame([MISREAD], 0);
    verdicts.frame([], 100);
    expect(verdicts.frame([MISREAD], 200)).toEqual([]);
  });

  it('reports a book held under the camera once, however long it stays in sight', () => {
    const verdicts = new FrameVerdicts();
    verdicts.frame([BOOK], 0);
    expect(verdicts.frame([BOOK], 100)).toEqual([BOOK]);
    for (let at = 200; at <= 4 * DUPLICATE_WINDOW_MS; at += 100) expect(verdicts.frame([BOOK], at)).toEqual([]);
  });

  it('reports it again once it has been out of sight for the window', () => {
    const verdicts = new FrameVerdicts();
    verdicts.frame([BOOK], 0);
    verdicts.frame([BOOK], 100);
    verdicts.frame([], 200);
    verdicts.frame([BOOK], 100 + DUPLICATE_WINDOW_MS - 1);
    expect(verdicts.frame([BOOK], 100 + DUPLICATE_WINDOW_MS)).toEqual([]);
    verdicts.frame([], 200 + 2 * DUPLICATE_WINDOW_MS);
    verdicts.frame([BOOK], 300 + 3 * DUPLICATE_WINDOW_MS);
    expect(verdicts.frame([BOOK], 400 + 3 * DUPLICATE_WINDOW_MS)).toEqual([BOOK]);
  });

  it('reports another book at once, inside the first one\'s window', () => {
    const verdicts = new FrameVerdicts();
    verdicts.frame([BOOK], 0);
    verdicts.frame([BOOK], 100);
    verdicts.frame(['5449000039231'], 200);
    expect(verdicts.frame(['5449000039231'], 300)).toEqual(['5449000039231']);
  });

  it('reports each agreed code of a frame holding two (a book and its price label)', () => {
    const verdicts = new FrameVerdicts();
    verdicts.frame([BOOK, '0036000291452'], 0);
    expect(verdicts.frame(['0036000291452', BOOK, BOOK], 100)).toEqual(['0036000291452', BOOK]);
  });

  it('forgets everything on reset', () => {
    const verdicts = new FrameVerdicts();
    verdicts.frame([BOOK], 0);
    verdicts.frame([BOOK], 100);
    verdicts.reset();
    expect(verdicts.frame([BOOK], 200)).toEqual([]);
    expect(verdicts.frame([BOOK], 300)).toEqual([BOOK]);
  });
});
