import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInAdmin } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { AdminLoginPage } from '~/features/admin/AdminLoginPage';

export const Route = createFileRoute('/admin-panel/login')({
  staticData: meta('Admin Login'),
  beforeLoad: redirectSignedInAdmin,
  component: AdminLoginPage,
});
