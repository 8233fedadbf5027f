import type { $ZodType, output } from 'zod/v4/core';

/**
 * A form's checks that load when the guest first reaches into the form, not with the page (issue #14): zod,
 * `fieldErrors` and the form's schema stay out of the first view. `warm` starts the download (a form's
 * first focus); `check` waits for it and reads the form's values, and rejects when the code cannot arrive
 * (offline before it ever did), so the caller can tell the guest and keep the entries.
 */
export interface LazyChecks<Schema extends $ZodType> {
  warm: () => void;
  check: (values: unknown) => Promise<{ data?: output<Schema>; errors: Record<string, string> }>;
}

export function lazyChecks<Schema extends $ZodType>(loadSchema: () => Promise<Schema>): LazyChecks<Schema> {
  const load = () => Promise.all([import('./field-errors'), loadSchema()]);
  return {
    warm: () => void load().catch(() => {}),
    check: async (values) => {
      const [{ fieldErrors }, schema] = await load();
      return fieldErrors(schema, values);
    },
  };
}
