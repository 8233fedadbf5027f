// `npm run deploy` runs this before anything else: it reads wrangler.toml as `wrangler deploy` will, its top level
// and each [env.*] section (deployable with `wrangler deploy --env`, its vars not inherited), and stops the deploy,
// naming each setting to change, while any of them is still the local one (lib/production-config.mjs).
import { unstable_readConfig } from 'wrangler';
import { productionProblems } from './lib/production-config.mjs';

const top = unstable_readConfig({});
const problems = [
  ...productionProblems(top, process.env),
  ...(top.definedEnvironments ?? []).flatMap((environment) => productionProblems(unstable_readConfig({ env: environment }), process.env, environment)),
];
if (problems.length > 0) {
  console.error(`Not deploying: this is not a production configuration.\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('The configuration is a production one: deploying.');
