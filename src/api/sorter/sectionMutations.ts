import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sorterSectionsApi,
  sorterTransferApi,
  type RuleImportMode,
  type SectionAction,
  type SorterSection,
  type SorterSectionInput,
} from '~/contract/sorter';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { sorterConfigKeys } from './config';
import { sorterWritten } from './configMutations';

/**
 * Sections, their rules, rule imports and the whole-configuration transfer. The screens show each
 * refusal themselves (errors: 'caller'), next to what was refused.
 */

const caller = { errors: 'caller' } as const;

function replaceSection(sections: SorterSection[] | undefined, saved: SorterSection) {
  // Activating one section deactivates the one active before: the reply says only which is now.
  return sections?.map((section) =>
    section.id === saved.id ? saved : saved.active ? { ...section, active: false } : section,
  );
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SorterSectionInput) => sellerClient.call(sorterSectionsApi.create, { body }, caller),
    onSuccess: (created) => {
      queryClient.setQueryData<SorterSection[]>(sorterConfigKeys.sections(), (sections) => sections && [created, ...sections]);
      showToast(`Section ${created.name} created.`, 'success');
      return sorterWritten(queryClient);
    },
  });
}

/** Renames and replaces the rules, in order: the body is the whole section. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SorterSectionInput }) =>
      sellerClient.call(sorterSectionsApi.update, { params: { id }, body }, caller),
    onSuccess: (saved) => {
      queryClient.setQueryData<SorterSection[]>(sorterConfigKeys.sections(), (sections) => replaceSection(sections, saved));
      showToast(`Section ${saved.name} saved.`, 'success');
      return sorterWritten(queryClient);
    },
  });
}

export function useSectionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: SectionAction }) =>
      sellerClient.call(sorterSectionsApi.act, { params: { id, action } }, caller),
    onSuccess: (saved) => {
      queryClient.setQueryData<SorterSection[]>(sorterConfigKeys.sections(), (sections) => replaceSection(sections, saved));
      showToast(saved.active ? `The sorter now sorts by ${saved.name}.` : `${saved.name} is no longer active: scans take No Section until one is.`, 'success');
      return sorterWritten(queryClient);
    },
  });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (section: SorterSection) => sellerClient.call(sorterSectionsApi.remove, { params: { id: section.id } }, caller),
    onSuccess: (_reply, removed) => {
      queryClient.setQueryData<SorterSection[]>(sorterConfigKeys.sections(), (sections) => sections?.filter((section) => section.id !== removed.id));
      showToast(`Section ${removed.name} deleted.`, 'success');
      return sorterWritten(queryClient);
    },
  });
}

export function useImportRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, mode }: { id: number; file: string; mode: RuleImportMode }) =>
      sellerClient.call(sorterSectionsApi.importRules, { params: { id }, body: { file, mode } }, caller),
    onSuccess: (saved) => {
      queryClient.setQueryData<SorterSection[]>(sorterConfigKeys.sections(), (sections) => replaceSection(sections, saved));
      showToast(`${saved.name} now has ${saved.rules.length} ${saved.rules.length === 1 ? 'rule' : 'rules'}.`, 'success');
      return sorterWritten(queryClient);
    },
  });
}

/** The whole configuration as the file the server writes. */
export function useExportConfiguration() {
  return useMutation({ mutationFn: () => sellerClient.call(sorterTransferApi.exportAll, {}, caller) });
}

/** Replaces gates, fallbacks, settings and every section at once; every cached part is stale after. */
export function useImportConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: string) => sellerClient.call(sorterTransferApi.importAll, { body: { file } }, caller),
    onSuccess: () => {
      showToast('Sorter configuration imported.', 'success');
      return sorterWritten(queryClient);
    },
  });
}
