import { screen } from '@testing-library/react';
import { vi } from 'vitest';

/** A camera stream with one video track, as getUserMedia hands it. */
export function fakeCameraStream() {
  const track = { stop: vi.fn(), getCapabilities: () => ({}), applyConstraints: vi.fn(async () => undefined) };
  return { track, stream: { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream };
}

/** The browser's camera API answering with `getUserMedia`; one rear camera listed. */
export function stubCamera(getUserMedia: () => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: spy, enumerateDevices: async () => [{ kind: 'videoinput', deviceId: 'rear', label: 'Rear' }] },
  });
  // jsdom has no media playback.
  HTMLMediaElement.prototype.play = async () => undefined;
  return spy;
}

/** The names of the buttons that switch the camera: one per state is what the seller should see. */
export function cameraControls(): string[] {
  return screen
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter((name) => /camera|try again/i.test(name));
}
