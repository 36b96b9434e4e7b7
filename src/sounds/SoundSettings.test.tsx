import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { folioDatabase } from '~/offline/db';
import { render as renderInTheme } from '~/testing/render';
import { DEFAULT_EVENT_SOUNDS } from './soundChoices';
import { readSoundPreferences } from './soundPreferences';
import { SoundSettings } from './SoundSettings';

const played = vi.hoisted(() => [] as string[]);
vi.mock('howler', () => ({
  Howler: { autoUnlock: true },
  Howl: class {
    constructor(readonly options: { src: string[] }) {}
    play() {
      played.push(this.options.src[0]!);
    }
  },
}));

const render = () => renderInTheme(<SoundSettings />);

describe('sound settings', () => {
  beforeEach(async () => {
    played.length = 0;
    await folioDatabase().keyValues.clear();
  });

  it('changes an event sound and keeps it on the device', async () => {
    render();
    const reject = screen.getByRole('combobox', { name: 'Reject' });
    expect(reject).toHaveValue('Blink');
    await userEvent.click(reject);
    await userEvent.click(await screen.findByRole('option', { name: 'Elegant' }));
    await waitFor(async () => expect((await readSoundPreferences()).eventSounds.reject).toBe('elegant'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Reject' })).toHaveValue('Elegant'));

    await userEvent.click(screen.getByRole('button', { name: 'Play Reject sound' }));
    expect(played).toEqual(['/sounds/elegant.wav']);
  });

  it('mutes, and resets the event sounds to the defaults without unmuting', async () => {
    render();
    await userEvent.click(screen.getByRole('switch', { name: 'Mute scan sounds' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Success' }));
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    await waitFor(async () => expect((await readSoundPreferences()).eventSounds.success).toBe('none'));
    // The screen follows the stored value through a live query, a moment after the write.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play Success sound' })).toBeDisabled());

    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(async () => expect(await readSoundPreferences()).toEqual({ eventSounds: DEFAULT_EVENT_SOUNDS, muted: true }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Success' })).toHaveValue('Cash'));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Mute scan sounds' })).toBeChecked());
  });
});
