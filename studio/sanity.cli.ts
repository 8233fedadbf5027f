import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID ?? 'karnaphuli',
    dataset: process.env.SANITY_STUDIO_DATASET ?? process.env.SANITY_DATASET ?? 'production',
  },
  // Builds must work offline: no auto-updating Studio bundle from Sanity's CDN.
  deployment: { autoUpdates: false },
  typegen: {
    path: '../site/content/**/*.ts',
    schema: './schema.json',
    generates: '../site/content/sanity.types.ts',
  },
});
