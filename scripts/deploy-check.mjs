// `npm run deploy` runs this before anything else: it reads wrangler.toml as `wrangler deploy` will, and stops
// the deploy, naming each setting to change, while the configuration is still the local one
// (lib/production-config.mjs).
import { unstable_readConfig } from 'wrangler';
import { productionProblems } from './lib/production-config.mjs';

const problems = productionProblems(unstable_readConfig({}), process.env);
if (problems.length > 0) {
  console.error(`Not deploying: this is not a production configuration.\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('The configuration is a production one: deploying.');
