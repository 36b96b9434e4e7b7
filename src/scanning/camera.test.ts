// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cameraErrorMessage, openCamera, trackHasTorch } from './camera';

describe('cameraErrorMessage', () => {
  it('names each way the camera can fail in words a seller can act on', () => {
    expect(cameraErrorMessage(new DOMException('denied', 'NotAllowedError'))).toMatch(/refused/);
    expect(cameraErrorMessage(new DOMException('none', 'NotFoundError'))).toMatch(/No camera/);
    expect(cameraErrorMessage(new DOMException('busy', 'NotReadableError'))).toMatch(/busy/);
    expect(cameraErrorMessage('something odd')).toMatch(/could not be started/);
  });
});

describe('openCamera', () => {
  it('fails with a NotSupportedError, not a TypeError, where there is no camera API', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    await expect(openCamera()).rejects.toMatchObject({ name: 'NotSupportedError' });
    vi.unstubAllGlobals();
  });
});

describe('trackHasTorch', () => {
  it('reads the torch capability, and is false without a track or the capability', () => {
    const track = (torch?: boolean) => ({ getCapabilities: () => ({ torch }) }) as unknown as MediaStreamTrack;
    expect(trackHasTorch(track(true))).toBe(true);
    expect(trackHasTorch(track(undefined))).toBe(false);
    expect(trackHasTorch(undefined)).toBe(false);
  });
});
