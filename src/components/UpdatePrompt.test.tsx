import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '~/lib/pwa';
import { render } from '~/testing/render';
import { UpdatePrompt } from './UpdatePrompt';

class FakeWorkbox {
  static latest: FakeWorkbox;
  listeners: Record<string, (() => void)[]> = {};
  skipWaitingSent = false;
  constructor() {
    FakeWorkbox.latest = this;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  emit(type: string) {
    this.listeners[type]?.forEach((listener) => listener());
  }
  register = async () => undefined;
  update = async () => undefined;
  messageSkipWaiting() {
    this.skipWaitingSent = true;
  }
}

describe('update available prompt', () => {
  it('appears when a new version waits, and reloads into it once it has taken over', async () => {
    const reload = vi.fn();
    render(<UpdatePrompt />);
    await registerServiceWorker({ enabled: true, loadWorkbox: async () => ({ Workbox: FakeWorkbox }), reload });
    expect(screen.queryByText('A new version of Folio is ready.')).toBeNull();

    act(() => FakeWorkbox.latest.emit('waiting'));
    expect(screen.getByText('A new version of Folio is ready.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(FakeWorkbox.latest.skipWaitingSent).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    FakeWorkbox.latest.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
