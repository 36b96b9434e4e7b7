import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a person (or a search) reads in a PDF: poppler's pdftotext and pdfinfo, on a file of a temporary folder. */
export function pdfReader(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `folio-${prefix}-`));
  const fileOf = (bytes: Uint8Array) => {
    const file = path.join(dir, `${prefix}-${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, bytes);
    return file;
  };
  return {
    /** The text with its layout kept. */
    text: (bytes: Uint8Array) => execFileSync('/usr/bin/pdftotext', ['-layout', fileOf(bytes), '-'], { encoding: 'utf8' }),
    pageCount: (bytes: Uint8Array) => Number(/Pages:\s+(\d+)/.exec(execFileSync('/usr/bin/pdfinfo', [fileOf(bytes)], { encoding: 'utf8' }))![1]),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
