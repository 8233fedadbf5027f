import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { internationalizedArray } from 'sanity-plugin-internationalized-array';
import { schemaTypes, SINGLETONS } from './schemaTypes';
import { i18nConfig } from './schemaTypes/i18n';
import { structure } from './structure';

export default defineConfig({
  name: 'karnaphuli',
  title: 'Karnaphuli',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'karnaphuli',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  // Every field a guest reads is written in English and Bangla (docs/decisions/0027-content-in-two-languages.md).
  plugins: [structureTool({ structure }), internationalizedArray(i18nConfig)],
  schema: {
    types: schemaTypes,
    // Singletons (settings, home, about) are edited in place, never created or duplicated.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETONS.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      SINGLETONS.has(schemaType) ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action)) : actions,
  },
});
