/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
