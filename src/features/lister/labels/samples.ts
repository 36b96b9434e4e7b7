/** The codes on the test labels: free of pdf-lib, so the check-printers screen can compare scans with them. */
export const TEST_FNSKU = 'X00TEST0001';
export const TEST_SHIPMENT = 'FBA1TEST0001';
