import { createFileRoute } from '@tanstack/react-router';
import { requireAdminToken } from '~/app/guards';
import { AdminShell } from '~/components/shell/AdminShell';

/** The admin area: its pages need the admin token (spec 2.3). */
export const Route = createFileRoute('/admin-panel/_admin')({
  beforeLoad: requireAdminToken,
  component: AdminShell,
});
