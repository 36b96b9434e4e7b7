import { useState } from 'react';

/**
 * Which number fields of a form or a row hold text that is not a value yet. Each field reports
 * through `track(name)` (its onValidityChange); the form saves and sends nothing while `any`.
 */
export function useInvalidFields() {
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  return {
    any: invalid.length > 0,
    has: (name: string) => invalid.includes(name),
    track: (name: string) => (valid: boolean) =>
      setInvalid((current) => {
        if (valid) return current.includes(name) ? current.filter((other) => other !== name) : current;
        return current.includes(name) ? current : [...current, name];
      }),
  };
}

export type InvalidFields = ReturnType<typeof useInvalidFields>;
