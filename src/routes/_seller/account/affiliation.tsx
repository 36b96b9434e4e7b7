import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/account/affiliation')({
  staticData: meta('Affiliation'),
  component: AffiliationScreen,
});

function AffiliationScreen() {
  return (
    <NotBuiltYet
      screen="Affiliation"
      purpose="The sellers you referred to Folio."
    />
  );
}
