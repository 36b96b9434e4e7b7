import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '~/testing/render';
import { CameraScanner } from './CameraScanner';
import { cameraControls, fakeCameraStream, stubCamera } from './testing/fakeCamera';

// No worker in jsdom: a decoder that finds nothing, or one that cannot start.
const decoder = vi.hoisted(() => ({ fails: false }));
vi.mock('./frameDecoder', () => ({
  FrameDecoder: class {
    decode = async () => {
      if (decoder.fails) throw new Error('The barcode reader did not load.');
      return [];
    };
    dispose() {}
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  decoder.fails = false;
});

describe('CameraScanner', () => {
  it('offers Start camera when off and only Stop camera while it runs', async () => {
    const { stream, track } = fakeCameraStream();
    stubCamera(async () => stream);
    render(<CameraScanner onScan={() => undefined} autoStart={false} />);
    expect(cameraControls()).toEqual(['Start camera']);
    fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    await waitFor(() => expect(cameraControls()).toEqual(['Stop camera']));
    fireEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(cameraControls()).toEqual(['Start camera']);
    expect(track.stop).toHaveBeenCalled();
  }, 15_000);

  it('says no camera was found next to Try again, never next to Stop camera', async () => {
    const { stream } = fakeCameraStream();
    const answers = [() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')), async () => stream];
    const getUserMedia = stubCamera(() => answers.shift()!());
    render(<CameraScanner onScan={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera was found');
    expect(cameraControls()).toEqual(['Try again']);
    expect(screen.getByLabelText('Camera preview')).not.toBeVisible();

    // A camera plugged in since: the next attempt starts it.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cameraControls()).toEqual(['Stop camera']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  }, 15_000);

  it('switches the camera off when the barcode reader cannot start, and offers Try again', async () => {
    decoder.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('createImageBitmap', async () => ({}));
    const { stream, track } = fakeCameraStream();
    stubCamera(async () => stream);
    const playing = { readyState: { get: () => 4, configurable: true }, videoWidth: { get: () => 1280, configurable: true } };
    Object.defineProperties(HTMLVideoElement.prototype, playing);
    try {
      render(<CameraScanner onScan={() => undefined} />);
      expect(await screen.findByRole('alert')).toHaveTextContent('The barcode reader could not start');
      expect(cameraControls()).toEqual(['Try again']);
      expect(track.stop).toHaveBeenCalled();
    } finally {
      for (const property of Object.keys(playing)) Reflect.deleteProperty(HTMLVideoElement.prototype, property);
    }
  }, 15_000);
});
