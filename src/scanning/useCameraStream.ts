import { useCallback, useEffect, useState, type RefObject } from 'react';
import { cameraErrorMessage, listCameras, openCamera, setTorch, stopStream, trackHasTorch } from './camera';

export interface CameraStreamState {
  status: 'off' | 'starting' | 'on' | 'error';
  error?: string;
  cameras: MediaDeviceInfo[];
  torch: { available: boolean; on: boolean; toggle: () => void };
}

/**
 * Runs the camera into `videoRef` while `active`. The stream stops when the component unmounts,
 * when `active` turns false and whenever the page is hidden (another app, locked phone), so the
 * camera light never stays on behind the seller's back; it comes back when the page is shown.
 */
export function useCameraStream(videoRef: RefObject<HTMLVideoElement | null>, active: boolean, deviceId?: string): CameraStreamState {
  const [status, setStatus] = useState<CameraStreamState['status']>('off');
  const [error, setError] = useState<string>();
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [track, setTrack] = useState<MediaStreamTrack>();
  const [torchOn, setTorchOn] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    let stream: MediaStream | undefined;
    // Each start or stop bumps the generation: a start that resolves after a stop is undone.
    let generation = 0;
    const stop = () => {
      generation += 1;
      stopStream(stream);
      stream = undefined;
      if (videoRef.current) videoRef.current.srcObject = null;
      setTrack(undefined);
      setTorchOn(false);
    };
    const start = async () => {
      const mine = ++generation;
      setStatus('starting');
      setError(undefined);
      try {
        const opened = await openCamera(deviceId);
        if (mine !== generation) return stopStream(opened);
        stream = opened;
        const video = videoRef.current;
        if (video) {
          video.srcObject = opened;
          await video.play().catch(() => undefined); // autoplay rules: muted inline video plays anyway
        }
        setTrack(opened.getVideoTracks()[0]);
        setStatus('on');
        setCameras(await listCameras());
      } catch (failure) {
        if (mine !== generation) return;
        setStatus('error');
        setError(cameraErrorMessage(failure));
      }
    };
    const onVisibilityChange = () => {
      if (!document.hidden) return void start();
      stop();
      setStatus('off');
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (!document.hidden) void start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stop();
      setStatus('off');
    };
  }, [active, deviceId, videoRef]);

  const toggle = useCallback(() => {
    if (!track) return;
    const next = !torchOn;
    setTorch(track, next).then(() => setTorchOn(next), () => setTorchOn(false));
  }, [track, torchOn]);

  return { status, error, cameras, torch: { available: trackHasTorch(track), on: torchOn, toggle } };
}
