import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraControls, fakeCameraStream, stubCamera } from '~/scanning/testing/fakeCamera';
import { render } from '~/testing/render';
import { ScanPanel } from './ScanPanel';

vi.mock('~/scanning/frameDecoder', () => ({
  FrameDecoder: class {
    decode = async () => [];
    dispose() {}
  },
}));

afterEach(() => vi.unstubAllGlobals());

describe('ScanPanel camera', () => {
  it('has one camera control at a time: Start camera, then Stop camera, never Hide and Stop together', async () => {
    const { stream } = fakeCameraStream();
    const getUserMedia = stubCamera(async () => stream);
    render(<ScanPanel onScan={() => undefined} last={undefined} enabled />);
    // Off until asked: a warehouse tablet scans with a wedge scanner.
    expect(cameraControls()).toEqual(['Start camera']);
    expect(getUserMedia).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    await waitFor(() => expect(cameraControls()).toEqual(['Stop camera']));
    expect(screen.getByLabelText('Camera preview')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(cameraControls()).toEqual(['Start camera']);
  }, 15_000);
});
