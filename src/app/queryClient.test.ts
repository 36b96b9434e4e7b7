// @vitest-environment jsdom
import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_ATTRIBUTE, installActionGuard } from '~/lib/actionGuard';
import { createQueryClient } from './queryClient';

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = '<button id="save">Save</button>';
  uninstall = installActionGuard(document);
});
afterEach(() => uninstall());

const save = () => document.getElementById('save')!;

describe('every mutation', () => {
  it('is an action of the button that started it: two fast clicks run it once', async () => {
    const queryClient = createQueryClient();
    let finish!: () => void;
    const mutationFn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const observer = new MutationObserver(queryClient, { mutationFn });
    let reached = 0;
    save().addEventListener('click', () => {
      reached += 1;
      void observer.mutate().catch(() => undefined);
    });
    save().click();
    save().click();
    await vi.waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(1));
    expect(reached).toBe(1);
    finish();
    await vi.waitFor(() => expect(save().hasAttribute(BUSY_ATTRIBUTE)).toBe(false));
    save().click();
    await vi.waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });
});
