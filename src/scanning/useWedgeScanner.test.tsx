import { render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
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

/** What a browser does with a key nobody prevented: types its character at the caret. */
function typeAt(field: HTMLInputElement, key: string, timeStamp: number) {
  const event = keyAt(field, key, timeStamp);
  if (event.defaultPrevented || key.length !== 1) return;
  field.setRangeText(key, field.selectionStart!, field.selectionEnd!, 'end');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function typeInto(field: HTMLInputElement, keys: string, gapMs: number, startAt: number) {
  [...keys].forEach((key, index) => typeAt(field, key, startAt + index * gapMs));
}

/** A React controlled field on a page that listens for scanners, as the lister's code field is. */
function ScannedForm({ onScan }: { onScan(code: string): void }) {
  const [value, setValue] = useState('');
  useWedgeScanner((scan) => onScan(scan.code));
  return (
    <>
      <input aria-label="Code" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <output aria-label="Typed">{value}</output>
    </>
  );
}

describe('useWedgeScanner', () => {
  it('reports a scanner burst typed anywhere on the page as a wedge ScanEvent', () => {
    const onScan = vi.fn<(event: ScanEvent) => void>();
    renderHook(() => useWedgeScanner(onScan));
    scanInto(document.body, '0-8044-2957-X'.replaceAll('-', ''), 6);
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan.mock.calls[0]![0]).toMatchObject({ code: '9780804429573', source: 'wedge', validation: { valid: true } });
  });

  it('swallows a burst once recognised, its Enter included, so that it presses no focused button', () => {
    const { getByRole } = render(<button type="button">Remove</button>);
    renderHook(() => useWedgeScanner(() => undefined));
    const button = getByRole('button');
    button.focus();
    const events = scanInto(button, '9780140013993', 6);
    expect(events.at(-1)!.defaultPrevented).toBe(true);
    expect(events.slice(0, 3).some((event) => event.defaultPrevented)).toBe(false);
    expect(events.slice(3, -1).every((event) => event.defaultPrevented)).toBe(true);
  });

  it('lets every key of a fast typist land in a focused field: only a scan is taken back out, at its Enter', () => {
    const onScan = vi.fn();
    render(<ScannedForm onScan={onScan} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    field.focus();
    // 30 ms a key is as fast as a scanner's gap allows: a price and a long number, each left with a quick Enter.
    typeInto(field, '12.345', 30, 1_000);
    expect(keyAt(field, 'Enter', 1_000 + 6 * 30).defaultPrevented).toBe(false);
    expect(field.value).toBe('12.345');
    field.value = '';
    typeInto(field, '1000000000', 30, 5_000);
    typeAt(field, 'Tab', 5_000 + 10 * 30 + 200);
    expect(field.value).toBe('1000000000');
    expect(screen.getByRole('status', { name: 'Typed' })).toHaveTextContent(/^1000000000$/);
    expect(onScan).not.toHaveBeenCalled();
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

  it('takes the keys a scan let into a focused field back out, so the field and the next scan read right', () => {
    const onScan = vi.fn<(code: string) => void>();
    render(<ScannedForm onScan={onScan} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    field.focus();
    typeInto(field, '12', 150, 1_000);
    field.setSelectionRange(1, 1);

    typeInto(field, '9780140013993', 6, 5_000);
    typeAt(field, 'Enter', 5_000 + 13 * 6);
    expect(onScan).toHaveBeenLastCalledWith('9780140013993');
    expect(field.value).toBe('12');
    expect(screen.getByRole('status', { name: 'Typed' })).toHaveTextContent(/^12$/);
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1]);

    typeInto(field, '9780306406157', 6, 9_000);
    typeAt(field, 'Enter', 9_000 + 13 * 6);
    expect(onScan).toHaveBeenCalledTimes(2);
    expect(onScan).toHaveBeenLastCalledWith('9780306406157');
    expect(field.value).toBe('12');
  });

  it('never takes back what a person typed, at any speed short of a scan', () => {
    const onScan = vi.fn();
    render(<ScannedForm onScan={onScan} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    field.focus();
    typeInto(field, '9780140013993', 120, 1_000);
    typeAt(field, 'Enter', 1_000 + 13 * 120);
    // A quick roll of three keys and a slow Enter is typing too.
    typeInto(field, 'abc', 15, 10_000);
    typeAt(field, 'Enter', 10_500);
    expect(onScan).not.toHaveBeenCalled();
    expect(field.value).toBe('9780140013993abc');
    expect(screen.getByRole('status', { name: 'Typed' })).toHaveTextContent('9780140013993abc');
  });
});
