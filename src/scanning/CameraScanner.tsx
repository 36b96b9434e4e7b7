import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { IconBolt, IconBoltOff, IconCamera, IconCameraOff } from '@tabler/icons-react';
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
 * The camera input: a live preview, start/stop, a camera choice when the device has more than
 * one, and a torch switch when the camera has a torch. Reports each code once, after two frames
 * agree, with source 'camera'.
 */
export function CameraScanner({ onScan, autoStart = true }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [wanted, setWanted] = useState(autoStart);
  const [deviceId, setDeviceId] = useState<string>();
  const camera = useCameraStream(videoRef, wanted, deviceId);
  const decoderError = useFrameScanning(videoRef, camera.status === 'on', onScan);
  const error = camera.error ?? decoderError;

  return (
    <Stack gap="xs" data-testid="camera-scanner">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera preview"
        style={{ width: '100%', maxHeight: '50vh', objectFit: 'cover', background: 'black', display: wanted && !error ? 'block' : 'none' }}
      />
      {error && (
        <Alert color="red" variant="light" role="alert" icon={<IconCameraOff size={18} />}>
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={wanted ? <IconCameraOff size={18} /> : <IconCamera size={18} />}
          loading={camera.status === 'starting'}
          onClick={() => setWanted((on) => !on)}
        >
          {wanted ? 'Stop camera' : 'Start camera'}
        </Button>
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
            onChange={(value) => setDeviceId(value ?? undefined)}
            data={camera.cameras.map((device, index) => ({ value: device.deviceId, label: device.label || `Camera ${index + 1}` }))}
          />
        )}
      </Group>
    </Stack>
  );
}
