import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { ErrorPage } from '~/features/errors/ErrorPage';

const text = z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined);

export const Route = createFileRoute('/error')({
  staticData: meta('Error'),
  validateSearch: z.object({ type: text, message: text, redirectUrl: text }),
  component: ErrorRoute,
});

function ErrorRoute() {
  const search = Route.useSearch();
  return <ErrorPage {...search} />;
}
