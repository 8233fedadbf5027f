// The content-published hook (docs/operations.md, "Publishing content to the site"): what Sanity's webhook
// sends us, which documents the site is built from, and the event the Worker hands to the deploy workflow.
// Pure, so the workflow's own test (tests/unit/deploy-workflow.test.ts) reads the same names the Worker sends.
import { z } from 'zod';

/**
 * The `repository_dispatch` type the Worker sends to GitHub and .github/workflows/deploy.yml listens for. Renaming
 * it here without the workflow would leave every publish silently undeployed: the workflow's test holds them equal.
 */
export const CONTENT_PUBLISHED_EVENT = 'content-published';

/**
 * The Studio's document types the site renders (studio/schemaTypes; site/content's queries): a change to any
 * other document (an image asset alone, a type added later) needs no rebuild. The webhook's GROQ filter names
 * the same list, so Sanity does not even call for the others; the Worker checks again rather than trusting it.
 */
export const SITE_DOCUMENT_TYPES = ['dish', 'deliveryArea', 'chef', 'testimonial', 'homePage', 'aboutPage', 'legalPage', 'siteSettings'] as const;

/** The webhook's projection, as typed into sanity.io/manage (docs/operations.md): what the body holds. */
export const WEBHOOK_PROJECTION = '{_id, _type, "operation": delta::operation()}';

/** The webhook's body: the projection above. Extra fields are let through, so a wider projection still works. */
export const ContentPublished = z.object({
  _id: z.string('_id must be the document id').min(1, '_id must be the document id'),
  _type: z.string('_type must be the document type').min(1, '_type must be the document type'),
  operation: z.enum(['create', 'update', 'delete'], 'operation must be create, update or delete'),
});
export type ContentPublished = z.infer<typeof ContentPublished>;

/** Why a well-signed call starts no deploy, or null when it should: the published state of a type the site shows. */
export function ignoredBecause(change: ContentPublished): string | null {
  // A draft or a release's version is not what guests see; only the published document is (the build reads the
  // published perspective, site/content/source.ts). The webhook has drafts off, but a misconfigured one must not
  // rebuild on every keystroke.
  if (change._id.startsWith('drafts.') || change._id.startsWith('versions.')) return `${change._id} is not a published document`;
  if (!(SITE_DOCUMENT_TYPES as readonly string[]).includes(change._type)) return `the site does not show ${change._type} documents`;
  return null;
}
