import { render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScanEvent } from './scanEvent';
import { useWedgeScanner } from './useWedgeScanner';

/** jsdom stamps events with the real clock; a scanner's timing needs stamps we choose. */
function keyAt(target: EventTarget, key: string, timeStamp: number) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  target.dispatchEvent(event);
  return event;
}

function scanInto(target: EventTarget, code: string, gapMs: number) {
  return [...code.split(''), 'Enter'].map((key, index) => keyAt(target, key, 10_000 + index * gapMs));
}

describe('useWedgeScanner', () => {
  it('reports a scanner burst typed anywhere on the page as a wedge ScanEvent', () => {
    const onScan = vi.fn<(event: ScanEvent) => void>();
    renderHook(() => useWedgeScanner(onScan));
    scanInto(document.body, '0-8044-2957-X'.replaceAll('-', ''), 6);
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan.mock.calls[0]![0]).toMatchObject({ code: '9780804429573', source: 'wedge', validation: { valid: true } });
  });

  it('swallows a burst typed into a focused field once recognised, its Enter included', () => {
    const { getByRole } = render(<input aria-label="note" />);
    renderHook(() => useWedgeScanner(() => undefined));
    const input = getByRole('textbox');
    input.focus();
    const events = scanInto(input, '9780140013993', 6);
    expect(events.at(-1)!.defaultPrevented).toBe(true);
    expect(events.slice(0, 3).some((event) => event.defaultPrevented)).toBe(false);
  });

  it('leaves a person typing alone, and does nothing when disabled', () => {
    const onScan = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useWedgeScanner(onScan, { enabled }), { initialProps: { enabled: true } });
    const typed = scanInto(document.body, '9780140013993', 150);
    expect(typed.some((event) => event.defaultPrevented)).toBe(false);
    rerender({ enabled: false });
    scanInto(document.body, '9780140013993', 5);
    expect(onScan).not.toHaveBeenCalled();
  });
});
