import { Accordion, List, Text } from '@mantine/core';

/** How to set up each label printer Folio's labels are made for, and what every print dialog needs. */
export function PrinterGuide() {
  return (
    <Accordion variant="separated" multiple defaultValue={['settings']}>
      <Accordion.Item value="settings">
        <Accordion.Control>Print settings for every printer</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={4}>
            <List.Item>Open the downloaded PDF and print it to the label printer, not to your office printer.</List.Item>
            <List.Item>Paper size: the size of the label in the printer (4 x 6 in, or 2.25 x 1.25 in), never Letter or A4.</List.Item>
            <List.Item>
              Scale: <b>100%</b> or <b>Actual size</b>. Never &quot;Fit to page&quot;, &quot;Shrink oversized pages&quot; or &quot;Fit to printable
              area&quot;: a shrunk barcode may not scan.
            </List.Item>
            <List.Item>Margins: None. In a browser&apos;s print dialog, also turn off headers and footers.</List.Item>
            <List.Item>
              Resolution: Rollo and Zebra print 203 dpi, Dymo LabelWriters 300 dpi. The labels are drawn for both; leave the printer at its own
              resolution.
            </List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="dymo">
        <Accordion.Control>Dymo LabelWriter 4XL and 450</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={4}>
            <List.Item>Install DYMO Connect for Desktop from dymo.com: it installs the printer driver.</List.Item>
            <List.Item>
              Box labels on the <b>LabelWriter 4XL</b>: load 4 x 6 in shipping labels (1744907) and pick the paper size &quot;4 in x 6 in&quot;
              (1744907).
            </List.Item>
            <List.Item>
              Item labels on the <b>LabelWriter 450</b>: load 2-1/4 x 1-1/4 in labels (30334) and pick the paper size &quot;30334 2-1/4 in x 1-1/4
              in&quot;.
            </List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="rollo">
        <Accordion.Control>Rollo</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={4}>
            <List.Item>Install the Rollo driver for Windows or macOS from rollo.com.</List.Item>
            <List.Item>Load the labels and let the Rollo feed one: it finds the label gap by itself.</List.Item>
            <List.Item>In the driver, add the paper sizes 4 x 6 in (box labels) and 2.25 x 1.25 in (item labels), and pick the one you loaded.</List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="zebra">
        <Accordion.Control>Zebra ZD420 and GK420d</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={4}>
            <List.Item>Install the ZDesigner driver from zebra.com and pick 203 dpi (8 dots/mm) when it asks.</List.Item>
            <List.Item>Printing Preferences, Page Setup: label width 4.00 in and height 6.00 in, or 2.25 in by 1.25 in.</List.Item>
            <List.Item>Media type: direct thermal without a ribbon (GK420d, ZD420d); thermal transfer with a ribbon (ZD420t).</List.Item>
            <List.Item>
              After loading a new roll, calibrate: on the GK420d hold Feed until the light flashes twice; on the ZD420 hold Pause and Cancel for 2
              seconds.
            </List.Item>
            <List.Item>If the bars print grey, raise Darkness in Printing Preferences a few steps.</List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="sheet">
        <Accordion.Control>Letter sheets (Avery 5160)</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm">
            Any laser or inkjet printer with Avery 5160 or 8160 sheets (30 labels of 2.625 x 1 in). Print at 100% on Letter paper. Print the test
            sheet on plain paper first and hold it against a label sheet in front of a light: every outline should sit on a label.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
