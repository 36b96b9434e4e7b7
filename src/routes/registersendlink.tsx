import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { RegisterSendLinkPage } from '~/features/auth/RegisterSendLinkPage';

export const Route = createFileRoute('/registersendlink')({
  staticData: meta('Register Send Link', 'Register Send Link'),
  component: RegisterSendLinkPage,
});
