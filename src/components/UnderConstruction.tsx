import { IconBarrierBlock } from '@tabler/icons-react';
import { NoticePanel } from './NoticePanel';

/** The two pages the spec itself names as under construction: inventory manager and feed tool. */
export function UnderConstruction({ app, purpose }: { app: string; purpose: string }) {
  return (
    <NoticePanel icon={<IconBarrierBlock size={24} />} color="yellow" title={`${app} is under construction`} testId="under-construction">
      {purpose} Your subscription stays active while we finish it.
    </NoticePanel>
  );
}
