import { IconTools } from '@tabler/icons-react';
import { NoticePanel } from './NoticePanel';

/**
 * The honest notice of a screen whose route exists but whose screen a later part of the roadmap
 * builds: it says what the screen will do instead of showing anything made up.
 */
export function NotBuiltYet({ screen, purpose }: { screen: string; purpose: string }) {
  return (
    <NoticePanel icon={<IconTools size={24} />} color="gray" title={screen} testId="not-built-yet">
      This screen is not built yet. {purpose}
    </NoticePanel>
  );
}
