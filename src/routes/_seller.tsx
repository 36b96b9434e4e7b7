import { createFileRoute } from '@tanstack/react-router';
import { requireSellerSession } from '~/app/guards';
import { SellerShell } from '~/components/shell/SellerShell';

/** Every seller page sits in this shell, behind the final authenticated guard (spec 2.1). */
export const Route = createFileRoute('/_seller')({
  beforeLoad: requireSellerSession,
  component: SellerShell,
});
