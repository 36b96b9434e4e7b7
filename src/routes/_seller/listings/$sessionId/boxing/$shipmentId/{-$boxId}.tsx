import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { BoxingPage } from '~/features/lister/boxing/BoxingPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$sessionId/boxing/$shipmentId/{-$boxId}')({
  staticData: meta('Boxing'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: BoxingScreen,
});

/** Record ids in the URL are positive whole numbers; anything else is a page that does not exist. */
function recordId(text: string): number {
  const id = Number(text);
  if (!/^\d{1,15}$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

function BoxingScreen() {
  const { sessionId, shipmentId, boxId } = Route.useParams();
  return (
    <BoxingPage
      key={`${sessionId}/${shipmentId}`}
      sessionId={recordId(sessionId)}
      shipmentId={recordId(shipmentId)}
      boxId={boxId === undefined ? null : recordId(boxId)}
    />
  );
}
