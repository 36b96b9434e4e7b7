import { useEffect, useRef, useState, type RefObject } from 'react';
import { FrameDecoder } from './frameDecoder';
import { FrameVerdicts } from './frameVerdicts';
import { toScanEvent, type OnScan } from './scanEvent';

/**
 * At most this often a frame is grabbed (about 12 per second). Two agreeing frames then take under
 * 200 ms, and a phone's battery is spared the decodes a higher rate would add nothing with.
 */
const FRAME_INTERVAL_MS = 80;

/**
 * Grabs frames from the playing video while `running`, one in flight at a time, decodes them in
 * the worker and reports a code once two consecutive frames agree (see FrameVerdicts). Returns
 * the decoder's failure message, if it could not start.
 */
export function useFrameScanning(videoRef: RefObject<HTMLVideoElement | null>, running: boolean, onScan: OnScan): string | undefined {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);
  const [decoderError, setDecoderError] = useState<string>();

  useEffect(() => {
    if (!running) return undefined;
    const decoder = new FrameDecoder();
    const verdicts = new FrameVerdicts();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scanOneFrame = async () => {
      const video = videoRef.current;
      if (!video || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
      const codes = await decoder.decode(await createImageBitmap(video));
      if (stopped) return;
      const at = Date.now();
      const readings = codes.map((code) => toScanEvent(code.text, 'camera', at, code.hint));
      const agreed = verdicts.frame(readings.map((reading) => reading.code), at);
      for (const code of agreed) onScanRef.current(readings.find((reading) => reading.code === code)!);
    };
    const loop = async () => {
      const startedAt = performance.now();
      try {
        await scanOneFrame();
      } catch (failure) {
        if (stopped) return;
        // The details (a blocked or missing .wasm, usually) are for developers, not the seller.
        console.error('Barcode decoder failed', failure);
        setDecoderError('The barcode reader could not start. Use a barcode scanner or type the code.');
        return;
      }
      if (!stopped) timer = setTimeout(loop, Math.max(0, FRAME_INTERVAL_MS - (performance.now() - startedAt)));
    };
    void loop();
    return () => {
      stopped = true;
      setDecoderError(undefined); // a restarted camera gets a fresh decoder and a fresh chance
      clearTimeout(timer);
      decoder.dispose();
    };
  }, [running, videoRef]);

  return decoderError;
}
