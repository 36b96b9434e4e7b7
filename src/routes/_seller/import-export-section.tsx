import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { ConfigurationTransferPage } from '~/features/sorter/config/ConfigurationTransferPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

/** The sorter's whole configuration as a file: a Sorter screen, so the Sorter product opens it. */
export const Route = createFileRoute('/_seller/import-export-section')({
  staticData: meta('Section Import and Export'),
  beforeLoad: requireProducts(APP_PRODUCTS.sorter),
  component: ConfigurationTransferPage,
});
