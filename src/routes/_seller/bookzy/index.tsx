import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { BookzyPage } from '~/features/bookzy/BookzyPage';

export const Route = createFileRoute('/_seller/bookzy/')({
  staticData: meta('Bookzy'),
  component: BookzyPage,
});
