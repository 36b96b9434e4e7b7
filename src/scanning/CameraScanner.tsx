import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconBolt, IconBoltOff, IconCamera, IconCameraOff, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { OnScan } from './scanEvent';
import { useCameraStream } from './useCameraStream';
import { useFrameScanning } from './useFrameScanning';

export interface CameraScannerProps {
  onScan: OnScan;
  /** Start the camera as soon as the scanner is shown (the seller can still stop it). */
  autoStart?: boolean;
}

/**
 * The camera input, with one control for each state: Start camera when it is off, Stop camera
 * while it starts or runs, Try again when it failed (the torch and a camera choice join them when
 * the camera has one or there are several). Reports each code once, after two frames agree, with source 'camera'.
 */
export function CameraScanner({ onScan, autoStart = true }: CameraScannerProps) {
  const [wanted, setWanted] = useState(autoStart);
  // A new attempt is a fresh camera and a fresh decoder: the failed ones are dropped with their view.
  const [attempt, setAttempt] = useState(0);
  const [deviceId, setDeviceId] = useState<string>();
  if (!wanted) {
    return (
      <Stack gap="xs" data-testid="camera-scanner">
        <Group gap="xs">
          <Button variant="light" leftSection={<IconCamera size={18} />} onClick={() => setWanted(true)}>
            Start camera
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <LiveCamera
      key={attempt}
      onScan={onScan}
      deviceId={deviceId}
      onDeviceChange={setDeviceId}
      onStop={() => setWanted(false)}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}

interface LiveCameraProps {
  onScan: OnScan;
  deviceId: string | undefined;
  onDeviceChange(deviceId: string): void;
  onStop(): void;
  onRetry(): void;
}

function LiveCamera({ onScan, deviceId, onDeviceChange, onStop, onRetry }: LiveCameraProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [readerFailed, setReaderFailed] = useState<string>();
  // A reader that cannot start makes the camera useless: it is switched off, not left running.
  const camera = useCameraStream(videoRef, readerFailed === undefined, deviceId);
  const decoderError = useFrameScanning(videoRef, camera.status === 'on', onScan);
  if (decoderError && decoderError !== readerFailed) setReaderFailed(decoderError);
  const error = camera.error ?? readerFailed;

  return (
    <Stack gap="xs" data-testid="camera-scanner">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera preview"
        style={{ width: '100%', maxHeight: '50vh', objectFit: 'cover', background: 'black', display: error ? 'none' : 'block' }}
      />
      {error && (
        <Alert color="red" variant="light" role="alert" icon={<IconCameraOff size={18} />}>
          {error}
        </Alert>
      )}
      {camera.status === 'starting' && (
        <Text size="sm" c="dimmed" role="status">
          Starting the camera…
        </Text>
      )}
      <Group gap="xs">
        {error ? (
          <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={onRetry}>
            Try again
          </Button>
        ) : (
          <Button variant="light" leftSection={<IconCameraOff size={18} />} onClick={onStop}>
            Stop camera
          </Button>
        )}
        {camera.torch.available && (
          <Button variant="subtle" leftSection={camera.torch.on ? <IconBoltOff size={18} /> : <IconBolt size={18} />} onClick={camera.torch.toggle}>
            {camera.torch.on ? 'Torch off' : 'Torch on'}
          </Button>
        )}
        {camera.cameras.length > 1 && (
          <Select
            aria-label="Camera"
            placeholder="Camera"
            allowDeselect={false}
            value={deviceId ?? null}
            onChange={(value) => value && onDeviceChange(value)}
            data={camera.cameras.map((device, index) => ({ value: device.deviceId, label: device.label || `Camera ${index + 1}` }))}
          />
        )}
      </Group>
    </Stack>
  );
}
