import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { PrivacyPolicyPage } from '~/features/legal/PrivacyPolicyPage';

export const Route = createFileRoute('/privacy-policies')({
  staticData: meta('Privacy Policy'),
  component: PrivacyPolicyPage,
});
