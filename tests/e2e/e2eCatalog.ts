/** The e2e server's catalog: 4 snapshot pages instead of the product's 24, so tests download it in seconds. */
export const E2E_CATALOG_SIZE = 20_000;
