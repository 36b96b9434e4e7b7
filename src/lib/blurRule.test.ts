// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBlurRule } from './blurRule';

let uninstall: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button id="save">Save</button><input id="isbn" /><select id="pick"><option>a</option></select>';
  uninstall = installBlurRule(document);
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

function clickFocus(id: string) {
  const element = document.getElementById(id)!;
  element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  element.focus();
  return element;
}

describe('the 50 ms blur rule', () => {
  it('blurs a clicked button after 50 ms', () => {
    const button = clickFocus('save');
    vi.advanceTimersByTime(49);
    expect(document.activeElement).toBe(button);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps focus in inputs and selects', () => {
    const input = clickFocus('isbn');
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(input);
    const select = clickFocus('pick');
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(select);
  });

  it('keeps focus that arrived from the keyboard', () => {
    const button = document.getElementById('save')!;
    button.focus();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(button);
  });
});
