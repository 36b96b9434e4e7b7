import { Alert, Button, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBarcode, IconPrinter, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '~/components/SectionCard';
import type { LabelLayout } from './layouts';
import { PrinterGuide } from './PrinterGuide';
import { TEST_FNSKU, TEST_SHIPMENT } from './samples';

const TEST_LABELS: { layout: LabelLayout; title: string; description: string; fileName: string }[] = [
  {
    layout: 'box',
    title: '4 x 6 in box label',
    description: 'For Dymo LabelWriter 4XL, Rollo, Zebra ZD420 or GK420d: a sample box with its PDF417 content code.',
    fileName: 'folio-test-box-label-4x6.pdf',
  },
  {
    layout: 'roll',
    title: '2.25 x 1.25 in item label',
    description: `For Dymo LabelWriter 450, Rollo or Zebra roll labels: one FNSKU label (${TEST_FNSKU}).`,
    fileName: 'folio-test-item-label-2.25x1.25.pdf',
  },
  {
    layout: 'letter',
    title: 'Letter sheet of 30 item labels',
    description: 'For Avery 5160 sheets in an office printer: a full sheet, to check the alignment down the page.',
    fileName: 'folio-test-item-labels-letter.pdf',
  },
];

/** Makes a test PDF (pdf-lib and bwip-js load only now) and hands it to the browser as a download. */
function useTestPrint() {
  const [printing, setPrinting] = useState<LabelLayout>();
  const [failure, setFailure] = useState<{ title: string; message: string }>();
  const print = async ({ layout, title, fileName }: (typeof TEST_LABELS)[number]) => {
    setPrinting(layout);
    setFailure(undefined);
    try {
      const labels = await import('./index');
      labels.openPdf(await labels.makeTestLabelPdf(layout), fileName);
    } catch (error) {
      setFailure({ title, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPrinting(undefined);
    }
  };
  return { printing, failure, print, dismiss: () => setFailure(undefined) };
}

/** Compares what the seller's scanner reads off a printed test label with the code printed. */
function ScanCheck() {
  const [value, setValue] = useState('');
  const [done, setDone] = useState(false);
  const code = value.trim();
  const read = code === TEST_FNSKU || code === TEST_SHIPMENT;
  return (
    <Stack gap="xs">
      <TextInput
        label="Scan a printed test label"
        description="Click here, then scan the barcode with your scanner."
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setDone(false);
        }}
        onKeyDown={(event) => event.key === 'Enter' && setDone(true)}
        onBlur={() => setDone(true)}
        maw={360}
      />
      {read && (
        <Alert color="green" title="The barcode scans">
          Your scanner read {code}, the code on the test label.
        </Alert>
      )}
      {!read && done && code && (
        <Alert color="orange" title="Not the test label's code">
          Your scanner read &quot;{code}&quot;; the test labels carry {TEST_FNSKU} (item labels) and {TEST_SHIPMENT} (box label). Check the print for the
          faults below, and that the scanner sends the whole code.
        </Alert>
      )}
    </Stack>
  );
}

/** The printer check (spec 2.1): test labels for each stock, and how to set a label printer up. */
export function CheckPrintersPage() {
  const { printing, failure, print, dismiss } = useTestPrint();
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Check printers</Title>
        <Text c="dimmed">
          Print a test label on each printer you use before you print a shipment. Each test label has a thin outline just inside its edge.
        </Text>
      </Stack>
      {failure && (
        <Alert color="red" title={`The ${failure.title} test label could not be made`} withCloseButton closeButtonLabel="Dismiss" onClose={dismiss}>
          {failure.message} Try again; if it keeps failing, reload the page.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {TEST_LABELS.map((label) => (
          <SectionCard key={label.layout} title={label.title} icon={<IconPrinter size={20} aria-hidden />} description={label.description}>
            <Button
              leftSection={<IconPrinter size={18} />}
              loading={printing === label.layout}
              disabled={printing !== undefined && printing !== label.layout}
              onClick={() => void print(label)}
              mt="auto"
            >
              Print a test label
            </Button>
          </SectionCard>
        ))}
      </SimpleGrid>
      <SectionCard title="Is the print right?" icon={<IconBarcode size={20} aria-hidden />}>
        <List size="sm" spacing={4}>
          <List.Item>The outline shows on all four sides. A side missing: the paper size is wrong or the printer needs calibrating.</List.Item>
          <List.Item>The label fills the sticker. Small, with wide white borders: the PDF was scaled (&quot;Fit to page&quot; is on).</List.Item>
          <List.Item>No text is cut off, and on a sheet every label sits inside its sticker down to the last row.</List.Item>
          <List.Item>Bars are solid black with clean edges. Grey bars: raise the darkness. White lines through them: clean the print head.</List.Item>
        </List>
        <ScanCheck />
      </SectionCard>
      <SectionCard title="Set up your label printer" icon={<IconSettings size={20} aria-hidden />}>
        <PrinterGuide />
      </SectionCard>
    </Stack>
  );
}
