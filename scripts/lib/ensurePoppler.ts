import { execSync } from 'node:child_process';
import { ensureDebianPackage } from './ensureDebianPackage';

const hasPdfTools = () => {
  try {
    execSync('command -v pdftotext && command -v pdftoppm', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The label tests read the PDFs they make with poppler's pdftotext and pdftoppm. */
export function ensurePoppler(): void {
  ensureDebianPackage({ name: 'poppler-utils', installed: hasPdfTools, why: 'pdftotext and pdftoppm not found' });
}
