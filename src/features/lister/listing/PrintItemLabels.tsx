import { Button, Menu } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { sellerClient } from '~/api/clients';
import { itemsApi, type ItemPage, type ListingItem } from '~/contract/lister';
import { showToast } from '~/lib/toast';
import type { ItemLabelLayout } from '../labels/layouts';

/** Every item of the session, through all pages: labels are printed for the whole cart. */
async function allItems(sessionId: number): Promise<ListingItem[]> {
  const items: ListingItem[] = [];
  let seekId: string | null = null;
  do {
    const page: ItemPage = await sellerClient.call(itemsApi.list, { params: { sessionId }, query: seekId ? { seekId } : {} });
    items.push(...page.content);
    seekId = page.nextSeekId;
  } while (seekId);
  return items;
}

const LAYOUTS: { layout: ItemLabelLayout; label: string; short: string }[] = [
  { layout: 'roll', label: 'Label printer roll (2.25 x 1.25 in)', short: 'roll' },
  { layout: 'letter', label: 'Letter sheet, 30 labels', short: 'letter sheet' },
];

/**
 * One FNSKU label per unit, as a PDF: to the browser's print dialog, or downloaded for a PDF
 * reader. pdf-lib loads only when asked.
 */
export function PrintItemLabels({ sessionId, disabled }: { sessionId: number; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const make = async (layout: ItemLabelLayout, action: 'print' | 'download') => {
    setBusy(true);
    try {
      const [labels, items] = await Promise.all([import('../labels'), allItems(sessionId)]);
      const bytes = await labels.makeItemLabelsPdf(items, layout);
      if (action === 'print') await labels.printPdf(bytes);
      else labels.openPdf(bytes, `folio-item-labels-session-${sessionId}.pdf`);
    } catch (error) {
      showToast(`The item labels could not be made: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant="default" leftSection={<IconPrinter size={18} />} loading={busy} disabled={disabled}>
          Print item labels
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LAYOUTS.map(({ layout, label, short }, index) => (
          <Fragment key={layout}>
            {index > 0 && <Menu.Divider />}
            <Menu.Label>{label}</Menu.Label>
            <Menu.Item leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => void make(layout, 'print')} aria-label={`Print ${short} labels`}>
              Print
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void make(layout, 'download')} aria-label={`Download ${short} labels`}>
              Download PDF
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
