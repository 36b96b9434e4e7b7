import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/automation-rules/repricer-global-settings')({
  staticData: meta('Repricer Global Settings'),
  component: RepricerGlobalSettingsScreen,
});

function RepricerGlobalSettingsScreen() {
  return (
    <NotBuiltYet
      screen="Repricer global settings"
      purpose="Settings that apply to every rule group, and the sellers you exclude from competition."
    />
  );
}
