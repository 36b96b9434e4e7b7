import { useEffect, useState } from 'react';

/**
 * False on a screen's first render, true once that render is on screen: for what lies below the
 * fold (a screen's side panels), drawn and asked for just after what the seller came for, rather
 * than making its first paint wait.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame callback runs before that frame is painted; the timeout after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
