import type { $ZodType, output } from 'zod/v4/core';
import type * as FieldErrors from './field-errors';

/**
 * A form's checks that load when the guest first reaches into the form, not with the page (docs/decisions/0011): zod,
 * `fieldErrors` and the form's schema stay out of the first view. `warm` starts the download (a form's
 * first focus); `check` waits for it and reads the form's values, and rejects when the code cannot arrive
 * (offline before it ever did), so the caller can tell the guest and keep the entries.
 *
 * While the browser knows it is offline, nothing is fetched: some browsers (Chromium 150, for one) remember a
 * failed import() for the page's whole life, so one attempt made offline would leave the form unable to
 * check anything once the network is back. Once loaded, the checks work offline too.
 */
export interface LazyChecks<Schema extends $ZodType> {
  warm: () => void;
  check: (values: unknown) => Promise<{ data?: output<Schema>; errors: Record<string, string> }>;
}

export function lazyChecks<Schema extends $ZodType>(loadSchema: () => Promise<Schema>): LazyChecks<Schema> {
  type Loaded = [typeof FieldErrors, Schema];
  let loaded: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => {
    if (loaded) return loaded;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new Error('Offline: the form’s checks have not arrived'));
    const attempt = Promise.all([import('./field-errors'), loadSchema()]);
    loaded = attempt;
    attempt.catch(() => {
      if (loaded === attempt) loaded = undefined;
    });
    return attempt;
  };
  return {
    warm: () => void load().catch(() => {}),
    check: async (values) => {
      const [{ fieldErrors }, schema] = await load();
      return fieldErrors(schema, values);
    },
  };
}
