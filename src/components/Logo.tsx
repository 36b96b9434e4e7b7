import { Group, Text } from '@mantine/core';

/** The Folio mark: an open book in the primary blue, and the name. */
export function Logo({ size = 28, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Folio">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#1c2a48'} />
        <path d="M14 18c7-2 13-1 18 3v27c-5-4-11-5-18-3z" fill="#4dabf7" />
        <path d="M50 18c-7-2-13-1-18 3v27c5-4 11-5 18-3z" fill={inverted ? '#1c2a48' : '#e7f5ff'} />
      </svg>
      <Text fw={750} size={`${size * 0.7}px`} c={inverted ? 'white' : 'navy.9'} style={{ letterSpacing: '-0.02em' }}>
        Folio
      </Text>
    </Group>
  );
}
