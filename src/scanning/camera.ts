/**
 * getUserMedia and its failures in the seller's words. A refused, missing or busy camera is a
 * message on the screen (manual entry and wedge scanners keep working), never a crash.
 */

/** Enough pixels for a book's EAN-13 at arm's length; more only slows every frame's decode. */
const IDEAL_SIZE = { width: { ideal: 1280 }, height: { ideal: 720 } };

export async function openCamera(deviceId?: string): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotSupportedError');
  const video: MediaTrackConstraints = deviceId
    ? { deviceId: { exact: deviceId }, ...IDEAL_SIZE }
    : { facingMode: { ideal: 'environment' }, ...IDEAL_SIZE };
  return navigator.mediaDevices.getUserMedia({ video, audio: false });
}

/** Labels are only filled in once the camera has been allowed, so call this after openCamera. */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return devices.filter((device) => device.kind === 'videoinput');
}

export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Camera access was refused. Allow the camera for this site in the browser settings and try again, or type the code.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Use a barcode scanner or type the code.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera is busy: another app or tab is using it. Close it and try again.';
    case 'NotSupportedError':
      return 'This browser cannot use the camera here (the page must be opened over https).';
    default:
      return 'The camera could not be started. Try again, or type the code.';
  }
}

/** Torch is not in TypeScript's DOM types yet: Android Chrome reports it on rear cameras. */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export function trackHasTorch(track: MediaStreamTrack | undefined): boolean {
  return Boolean((track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch);
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}
