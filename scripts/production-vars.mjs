// The deploy workflow runs this before `npm run deploy`: it writes the production settings, given as environment
// variables (the repository's variables), into this checkout's wrangler.toml (lib/production-vars.mjs). The deploy
// check that follows refuses anything still local, naming it.
import { readFile, writeFile } from 'node:fs/promises';
import { withProductionVars } from './lib/production-vars.mjs';

const file = new URL('../wrangler.toml', import.meta.url);
await writeFile(file, withProductionVars(await readFile(file, 'utf8'), process.env));
console.log('wrangler.toml now holds the production settings given; npm run deploy checks them.');
