import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/bookzy/$deviceId/scan')({
  staticData: meta('Bookzy Scan'),
  component: BookzyScanScreen,
});

function BookzyScanScreen() {
  return (
    <NotBuiltYet
      screen="Bookzy scan"
      purpose="Scan books with the camera, a barcode scanner or by typing, and see the verdict and trigger of the last two books, online or offline."
    />
  );
}
