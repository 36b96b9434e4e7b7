import { Group, Text, type MantineBreakpoint } from '@mantine/core';
import { LOGO_MARK } from './logoMark';

/** The Folio mark: an open book in the primary blue, and the name (from `nameFrom` up, when given). */
export function Logo({ size = 28, inverted = false, nameFrom }: { size?: number; inverted?: boolean; nameFrom?: MantineBreakpoint }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Folio">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : LOGO_MARK.navy} />
        <path d={LOGO_MARK.leftPage.d} fill={LOGO_MARK.leftPage.fill} />
        <path d={LOGO_MARK.rightPage.d} fill={inverted ? LOGO_MARK.navy : LOGO_MARK.rightPage.fill} />
      </svg>
      <Text fw={750} size={`${size * 0.7}px`} c={inverted ? 'white' : 'navy.9'} style={{ letterSpacing: '-0.02em' }} visibleFrom={nameFrom}>
        Folio
      </Text>
    </Group>
  );
}
