import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { render as renderWithoutTheme, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { folioDatabase } from '~/offline/db';
import { theme } from '~/app/theme';
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

// env="test" turns off Mantine's transitions: the shared render keeps them, and a Select's
// options then never become visible in jsdom.
const render = () => renderWithoutTheme(<MantineProvider theme={theme} env="test"><SoundSettings /></MantineProvider>);

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
    expect(screen.getByRole('button', { name: 'Play Success sound' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(async () => expect(await readSoundPreferences()).toEqual({ eventSounds: DEFAULT_EVENT_SOUNDS, muted: true }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Success' })).toHaveValue('Cash'));
    expect(screen.getByRole('switch', { name: 'Mute scan sounds' })).toBeChecked();
  });
});
