import { useMutation } from '@tanstack/react-query';
import { SORTER_KEY_HEADER, sorterMachineApi } from '~/contract/sorter';
import { sellerClient } from '../clients';

export type MachineVersion = 'v1' | 'v2';

export interface MachineTestInput {
  key: string;
  code: string;
  version: MachineVersion;
}

/**
 * The tester's question, asked as a sorter's controller asks it: signed with the machine key.
 * The round trip is timed here, around the whole call, beside the server's own figure.
 */
export function useMachineTest() {
  return useMutation({
    mutationFn: async ({ key, code, version }: MachineTestInput) => {
      const endpoint = version === 'v2' ? sorterMachineApi.decideV2 : sorterMachineApi.test;
      const started = performance.now();
      const answer = await sellerClient.call(endpoint, { query: { code } }, { errors: 'caller', headers: { [SORTER_KEY_HEADER]: key } });
      return { answer, roundTripMs: performance.now() - started, version };
    },
  });
}
