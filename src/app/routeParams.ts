import { notFound } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { NotFoundPage } from '~/features/errors/NotFoundPage';

/** The largest id the database hands out (PostgreSQL integer), as the contract's recordId allows. */
const RECORD_ID_MAX = 2_147_483_647;

/** A record id as the address writes it: "12", never "012", "1e3", "-1", "abc" or past the largest id. */
export const recordIdParam = z.codec(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.int().check(z.positive(), z.maximum(RECORD_ID_MAX)),
  { decode: Number, encode: String },
);

/** One of a few words, read in any case and written in lower case ("fba" for FBA). */
export function wordParam<const T extends readonly [string, ...string[]]>(values: T) {
  const lower = values.map((value) => value.toLowerCase());
  return z.codec(
    z.string().check(z.refine((text) => lower.includes(text.toLowerCase()))),
    z.enum(values),
    { decode: (text) => values[lower.indexOf(text.toLowerCase())] as T[number], encode: (value) => value.toLowerCase() },
  );
}

/** A name-like segment of letters, digits, "-" and "_" (a tab, a group), for screens whose values are open. */
export const slugParam = z.string().check(z.regex(/^[\w-]{1,64}$/));

type Shape = z.ZodMiniObject<Record<string, z.ZodMiniType<unknown, string | undefined>>>;
type Written<T> = { [K in keyof T]: undefined extends T[K] ? string | undefined : string };

/**
 * The route's params, parsed by the route (TanStack Router `params.parse`): an address whose
 * params do not fit is the not-found page before the page mounts, so no call is ever made with
 * "NaN" or "abc". The page then gets typed values (numbers, channels). The not-found page shows
 * in place of this route, inside the area's frame, menu and header kept.
 */
export function routeParams<S extends Shape>(schema: S) {
  return {
    params: {
      parse(raw: Record<string, string | undefined>): z.output<S> {
        const parsed = z.safeDecode(schema, raw as z.input<S>);
        if (!parsed.success) throw notFound();
        return parsed.data;
      },
      stringify(params: z.output<S>): Written<z.output<S>> {
        const written = z.safeEncode(schema, params);
        // A value that cannot be written (NaN from a bug) still makes an address: one that parses to not-found.
        return (written.success ? { ...params, ...written.data } : params) as Written<z.output<S>>;
      },
    },
    notFoundComponent: NotFoundPage,
  };
}
