// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUSY_ATTRIBUTE, holdCurrentControl, installActionGuard, NEW_ENTRY_EACH_SUBMIT } from './actionGuard';

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <button id="save">Save</button><button id="other">Other</button>
    <form id="form"><input id="field" /><button id="submit" type="submit">Send</button></form>`;
  uninstall = installActionGuard(document);
});
afterEach(() => uninstall());

const element = (id: string) => document.getElementById(id)!;

/** Counts the clicks that reach the page's handlers; each one may start an action. */
function onClicks(id: string, start?: () => void) {
  let reached = 0;
  element(id).addEventListener('click', () => {
    reached += 1;
    start?.();
  });
  return () => reached;
}

/** Counts the form's submits; each one starts an action, as a form's handler would. */
function onSubmits() {
  let submits = 0;
  element('form').addEventListener('submit', (event) => {
    event.preventDefault();
    submits += 1;
    holdCurrentControl();
  });
  return () => submits;
}

describe('a control whose action is in flight', () => {
  it('takes no second click until its action settles, and says it is busy meanwhile', () => {
    let release = () => undefined as void;
    const reached = onClicks('save', () => (release = holdCurrentControl()));
    element('save').click();
    element('save').click();
    expect(reached()).toBe(1);
    expect(element('save').getAttribute('aria-busy')).toBe('true');
    expect(element('save').hasAttribute(BUSY_ATTRIBUTE)).toBe(true);
    release();
    expect(element('save').hasAttribute('aria-busy')).toBe(false);
    element('save').click();
    expect(reached()).toBe(2);
  });

  it('leaves other controls, and controls that start no action, free', () => {
    const saves = onClicks('save', () => holdCurrentControl());
    const others = onClicks('other');
    element('save').click();
    element('other').click();
    element('other').click();
    expect([saves(), others()]).toEqual([1, 2]);
  });

  it('holds nothing for an action that no click started (a scan, a timer)', async () => {
    const reached = onClicks('save');
    await new Promise((resolve) => setTimeout(resolve, 0));
    holdCurrentControl();
    element('save').click();
    element('save').click();
    expect(reached()).toBe(2);
  });

  it('holds nothing in a form whose every submit is a new entry: the next one goes while the last is on its way', () => {
    for (const [name, value] of Object.entries(NEW_ENTRY_EACH_SUBMIT)) element('form').setAttribute(name, value);
    const submits = onSubmits();
    element('submit').click();
    element('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    element('submit').click();
    expect(submits()).toBe(3);
    expect(element('submit').hasAttribute(BUSY_ATTRIBUTE)).toBe(false);
  });

  it('swallows a form submitted again with Enter while its button’s action runs', () => {
    const submits = onSubmits();
    element('submit').click();
    (element('form') as HTMLFormElement).requestSubmit();
    element('submit').click();
    expect(submits()).toBe(1);
  });
});
