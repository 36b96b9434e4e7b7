// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCameraStream } from './useCameraStream';

function fakeStream() {
  const track = { stop: vi.fn(), getCapabilities: () => ({ torch: true }), applyConstraints: vi.fn(async () => undefined) };
  return { track, stream: { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream };
}

function stubCamera(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn(getUserMedia), enumerateDevices: async () => [{ kind: 'videoinput', deviceId: 'rear', label: 'Rear' }] },
  });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

const video = () => ({ current: { srcObject: null, play: async () => undefined } as unknown as HTMLVideoElement });

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

describe('useCameraStream', () => {
  it('runs the camera, offers the torch, and stops the stream on unmount', async () => {
    const { stream, track } = fakeStream();
    stubCamera(async () => stream);
    const { result, unmount } = renderHook(({ ref }) => useCameraStream(ref, true), { initialProps: { ref: video() } });
    await waitFor(() => expect(result.current.status).toBe('on'));
    expect(result.current.torch.available).toBe(true);
    expect(result.current.cameras).toHaveLength(1);
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops while the page is hidden and starts again when it is shown', async () => {
    const first = fakeStream();
    const second = fakeStream();
    const streams = [first.stream, second.stream];
    stubCamera(async () => streams.shift()!);
    const { result } = renderHook(({ ref }) => useCameraStream(ref, true), { initialProps: { ref: video() } });
    await waitFor(() => expect(result.current.status).toBe('on'));
    act(() => setHidden(true));
    expect(first.track.stop).toHaveBeenCalled();
    expect(result.current.status).toBe('off');
    act(() => setHidden(false));
    await waitFor(() => expect(result.current.status).toBe('on'));
    expect(second.track.stop).not.toHaveBeenCalled();
  });

  it('turns a refused camera into a message, not a crash', async () => {
    stubCamera(async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { result } = renderHook(({ ref }) => useCameraStream(ref, true), { initialProps: { ref: video() } });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatch(/refused/);
  });
});
