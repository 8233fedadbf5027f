// The content source: the live Sanity project when SANITY_PROJECT_ID is set, otherwise the seed dataset
// in studio/seed/ evaluated with groq-js. Same queries, same result shapes, no network needed by default.
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { seedDocuments } from './seed-dataset';

const projectId = import.meta.env.SANITY_PROJECT_ID as string | undefined;
const dataset = (import.meta.env.SANITY_DATASET as string | undefined) ?? 'production';

// useCdn: false: a build started by a publish (the content-published hook) must read what was just published; Sanity's
// API CDN may still answer with the version before it for a while. A build asks a few dozen queries, not a CDN's load.
const client = projectId ? createClient({ projectId, dataset, apiVersion: '2026-11-01', useCdn: false, perspective: 'published' }) : undefined;

export const contentSource = client ? `Sanity project ${projectId}/${dataset}` : 'the seed dataset (studio/seed)';

export async function fetchContent<Result>(query: string, params: Record<string, unknown> = {}): Promise<Result> {
  if (client) return client.fetch<Result>(query, params);
  const result = await evaluate(parse(query), { dataset: seedDocuments(), params });
  return (await result.get()) as Result;
}

/** Content the site cannot render without: a clear build error instead of an empty page. */
export async function fetchRequired<Result>(what: string, query: string, params: Record<string, unknown> = {}): Promise<NonNullable<Result>> {
  const result = await fetchContent<Result>(query, params);
  if (result === null || result === undefined) throw new Error(`${what} is missing from ${contentSource}`);
  return result;
}
