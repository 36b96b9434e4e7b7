import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { ImpersonatePage } from '~/features/auth/ImpersonatePage';

/** Login as user (admin area): the new tab exchanges the code in the fragment for a staff session. */
export const Route = createFileRoute('/impersonate')({
  staticData: meta('Staff Sign In'),
  component: ImpersonatePage,
});
