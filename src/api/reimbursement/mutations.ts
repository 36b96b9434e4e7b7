import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reimbursementApi, type ReimbursementFiltersInput } from '~/contract/reimbursement';
import { UTF8_BOM } from '~/lib/csv';
import { saveFile } from '~/lib/saveFile';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { reimbursementKeys } from './queries';

/** The report as CSV, with every loss the filters match; saved with a BOM so spreadsheets read UTF-8. */
export function useExportLosses() {
  return useMutation({
    mutationFn: (query: ReimbursementFiltersInput) => sellerClient.call(reimbursementApi.export, { query }),
    onSuccess: ({ csv, fileName }) => saveFile(UTF8_BOM + csv, fileName, 'text/csv;charset=utf-8'),
  });
}

export function useFileClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => sellerClient.call(reimbursementApi.claim, { body: { ids } }),
    onSuccess: (claimed) => {
      showToast(claimed.length === 1 ? 'Claim filed: the marketplace opened a case.' : `${claimed.length} claims filed: the marketplace opened a case for each.`, 'success');
      return queryClient.invalidateQueries({ queryKey: reimbursementKeys.all });
    },
  });
}
