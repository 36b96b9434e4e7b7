import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { CookiePolicyPage } from '~/features/legal/CookiePolicyPage';

export const Route = createFileRoute('/cookie-policies')({
  staticData: meta('Cookie Policy'),
  component: CookiePolicyPage,
});
