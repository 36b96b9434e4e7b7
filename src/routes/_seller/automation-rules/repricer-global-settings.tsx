import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { GlobalSettingsPage } from '~/features/repricer/settings/GlobalSettingsPage';

export const Route = createFileRoute('/_seller/automation-rules/repricer-global-settings')({
  staticData: meta('Repricer Global Settings'),
  component: RepricerGlobalSettingsScreen,
});

function RepricerGlobalSettingsScreen() {
  return <GlobalSettingsPage />;
}
