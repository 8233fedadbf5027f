import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, SINGLETONS } from './schemaTypes';
import { structure } from './structure';

export default defineConfig({
  name: 'karnaphuli',
  title: 'Karnaphuli',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'karnaphuli',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [structureTool({ structure })],
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
