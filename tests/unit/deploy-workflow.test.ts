import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// `yaml` comes with the toolchain (Sanity's CLI, firebase-tools and Astro depend on it); no dependency of our own.
import { parse } from 'yaml';
import { CONTENT_PUBLISHED_EVENT, SITE_DOCUMENT_TYPES, WEBHOOK_PROJECTION } from '#contract/content-hook';
import { DATABASE_ID_VARIABLE, PRODUCTION_VARS } from '../../scripts/lib/production-vars.mjs';

// The deploy workflow (.github/workflows/deploy.yml) fails silently where GitHub would not say a word: a trigger
// that never fires, a deploy that does not wait for the tests, a variable nobody was told to create. Read here.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const text = readFileSync(join(root, '.github/workflows/deploy.yml'), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(text) as {
  on: { push?: { branches?: string[] }; repository_dispatch?: { types?: string[] }; workflow_dispatch?: unknown };
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
};
const jobs = workflow.jobs;
const deploy = jobs['deploy'] as Job;
const needs = (job: Job) => [job.needs ?? []].flat();

/** The `## Deploying from GitHub` section of docs/operations.md. */
const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8');
const section = operations.slice(operations.indexOf('## Deploying from GitHub'), operations.indexOf('\n## ', operations.indexOf('## Deploying from GitHub') + 1));

describe('the deploy workflow', () => {
  it('runs on a push to main, on the dispatch the Worker sends, and by hand', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on.repository_dispatch?.types).toEqual([CONTENT_PUBLISHED_EVENT]);
    expect(Object.keys(workflow.on)).toContain('workflow_dispatch');
  });

  it('tests code with .ci/run, as CI does: always for a push or a manual run, for a publish when main is untested', () => {
    const test = jobs['test'] as Job;
    expect(test.steps.map((step) => step.run).filter(Boolean)).toEqual(['.ci/run']);
    const condition = (test.if ?? '').replace(/\s+/g, ' ');
    expect(condition).toContain("github.event_name != 'repository_dispatch' || (needs.plan.result == 'success' && needs.plan.outputs.tip-tested != 'true')");
  });

  it('deploys code only after its tests passed, a publish only on tested code, and only main', () => {
    expect(needs(deploy)).toEqual(expect.arrayContaining(['test', 'plan']));
    const condition = (deploy.if ?? '').replace(/\s+/g, ' ');
    expect(condition).toContain("github.ref == 'refs/heads/main'");
    expect(condition).toContain("(github.event_name != 'repository_dispatch' && needs.test.result == 'success')");
    // A publish: main tested here or before, or (its test failed) the last tested commit, if there is one.
    expect(condition).toContain("(github.event_name == 'repository_dispatch' && needs.plan.result == 'success' && (needs.test.result == 'success' || needs.test.result == 'skipped' || (needs.test.result == 'failure' && needs.plan.outputs.tested != '')))");
    // always() would deploy a cancelled run too.
    expect(condition).not.toContain('always()');
  });

  it('makes `npm run deploy` the last step, and the only one that deploys', () => {
    const runs = Object.values(jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(runs.filter((run) => /npm run deploy|wrangler (deploy|d1 migrations apply)/.test(run))).toHaveLength(1);
    expect(deploy.steps.at(-1)?.run).toMatch(/\bnpm run deploy\s*$/);
  });

  it('builds main, or for a publish whose test of main failed, the last tested commit', () => {
    expect(deploy.steps[0]?.uses).toMatch(/^actions\/checkout@/);
    expect(deploy.steps[0]?.with?.['ref']).toBe("${{ (github.event_name == 'repository_dispatch' && needs.test.result == 'failure') && needs.plan.outputs.tested || github.sha }}");
  });

  it('runs one deploy at a time per ref, never cutting one off', () => {
    expect(workflow.concurrency.group).toContain('${{ github.ref }}');
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
  });

  it('asks for no more than reading the code, and reading the runs where the tested commit is looked up', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [name, job] of Object.entries(jobs)) {
      for (const level of Object.values(job.permissions ?? {})) expect(level, name).toBe('read');
    }
  });

  it('pins every action to a major version at least', () => {
    const uses = Object.values(jobs).flatMap((job) => job.steps.map((step) => step.uses).filter((action): action is string => action !== undefined));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/@(v\d+(\.\d+)*|[0-9a-f]{40})$/);
  });

  it('writes every production setting the script knows into wrangler.toml', () => {
    const written = deploy.steps.find((step) => step.run === 'node scripts/production-vars.mjs');
    expect(Object.keys(written?.env ?? {}).sort()).toEqual([...PRODUCTION_VARS.required, ...PRODUCTION_VARS.optional, DATABASE_ID_VARIABLE].sort());
  });

  it('uses only the secrets and variables docs/operations.md tells you to create, and the docs list no others', () => {
    const used = new Set([...text.matchAll(/\$\{\{\s*(?:secrets|vars)\.(\w+)\s*\}\}/g)].map((match) => match[1]));
    // The names in the first column of the section's table of secrets and variables.
    const rows = section.split('\n').filter((line) => /^\s*\| `[A-Z]/.test(line));
    const documented = new Set(rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1])));
    expect([...used].sort()).toEqual([...documented].sort());
  });
});

describe('the Sanity webhook the docs set up', () => {
  it('filters on exactly the document types the Worker deploys for', () => {
    const filter = /\| Filter \| `(.+)` \|/.exec(section)?.[1];
    expect(filter).toBe(`_type in [${SITE_DOCUMENT_TYPES.map((type) => JSON.stringify(type)).join(', ')}]`);
  });

  it('projects what the Worker reads', () => {
    expect(/\| Projection \| `(.+)` \|/.exec(section)?.[1]).toBe(WEBHOOK_PROJECTION);
  });

  it('names every document type of the Studio, so a new one is deployed for or left out on purpose', () => {
    // studio/schema.json: the Studio's schema, extracted by `npm run typegen` (after install, before every build).
    const schema = JSON.parse(readFileSync(join(root, 'studio/schema.json'), 'utf8')) as { name: string; type: string }[];
    const studioTypes = schema.filter((entry) => entry.type === 'document' && !entry.name.startsWith('sanity.')).map((entry) => entry.name);
    expect([...SITE_DOCUMENT_TYPES].sort()).toEqual(studioTypes.sort());
  });
});
