import type { Page } from '@playwright/test';

/**
 * What the screen cuts off, as sentences; empty when nothing is. Looks at the header, the page and
 * any open dialog or menu, at every element that is shown:
 * - the page scrolls sideways;
 * - an element that clips its content (overflow hidden, clip, auto or scroll) holds more than it
 *   shows across (a squeezed table in a scroll box, a button label cut to "Rem…", an ellipsis);
 * - text clamped to a number of lines is longer than the lines;
 * - an element reaches past either side of the window;
 * - in a table shown as cards, a field's content spills out of its field, over the next one.
 * Text fields are left out: a long value scrolls inside its field, as a seller expects.
 */
export function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const root = document.scrollingElement!;
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth} px in a ${width} px window`);

    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''}> ${JSON.stringify(text)}`;
    };
    // A menu folded off the side of a phone's screen is not cut off: it is put away.
    const scopes = [...document.querySelectorAll('header, nav, main, [role="dialog"], [role="menu"]')].filter((scope) => {
      const rect = scope.getBoundingClientRect();
      return rect.right > 0 && rect.left < width;
    });
    const seen = new Set<Element>();
    // Past the window's side, only the outermost element is named, not every one inside it.
    const outside: Element[] = [];
    for (const scope of scopes) {
      for (const element of [scope, ...scope.querySelectorAll('*')]) {
        if (seen.has(element)) continue;
        seen.add(element);
        if (element.matches('input, textarea, select, svg *')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const style = getComputedStyle(element);
        const clipsAcross = style.overflowX !== 'visible';
        // A box without words (a switch's track, an icon's frame) has nothing a seller reads to lose.
        if (clipsAcross && element.scrollWidth > element.clientWidth + 1 && element.textContent!.trim() !== '') {
          problems.push(`${describe(element)} shows ${element.clientWidth} of its ${element.scrollWidth} px`);
        }
        if (style.webkitLineClamp !== 'none' && element.scrollHeight > element.clientHeight + 1) {
          problems.push(`${describe(element)} is clamped to ${style.webkitLineClamp} lines`);
        }
        if ((rect.left < -1 || rect.right > width + 1) && !outside.some((parent) => parent.contains(element))) {
          outside.push(element);
          problems.push(`${describe(element)} reaches past the window: ${Math.round(rect.left)} to ${Math.round(rect.right)} of ${width} px`);
        }
      }
    }
    // Cards wrap their fields side by side: a badge wider than its field would lie over its neighbour.
    for (const field of document.querySelectorAll<HTMLElement>('table[data-cards] > tbody > tr > td')) {
      const box = field.getBoundingClientRect();
      const spilling = [...field.querySelectorAll('*')].find((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width >= 2 && element.checkVisibility() && (rect.right > box.right + 1 || rect.left < box.left - 1);
      });
      if (spilling) problems.push(`${describe(spilling)} spills out of its card field "${field.dataset.label ?? field.dataset.cell ?? ''}"`);
    }
    return problems;
  });
}
