import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { DiagnosticsPage } from '~/features/admin/diagnostics/DiagnosticsPage';

export const Route = createFileRoute('/admin-panel/_admin/misc/sv-test')({
  staticData: meta('SV Test'),
  component: DiagnosticsPage,
});
