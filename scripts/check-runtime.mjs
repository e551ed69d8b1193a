// Runs after every install (the `postinstall` script): the Node the scripts use is the one package.json pins
// (the `node` devDependency, node_modules/.bin/node), and every locked package accepts it. npm checks each
// package's `engines` against the Node that runs npm itself, which on a fresh machine is an older one; this runs
// that same check (`engine-strict`, from .npmrc) again with npm on the project's Node. Exits 1 on either failure.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pinned = `v${JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node}`;
if (process.version !== pinned) {
  console.error(
    `The scripts run on Node ${process.version}, not the project's ${pinned} (node_modules/.bin/node, which npm ` +
      'puts first on the PATH of every script). Was the install run with --ignore-scripts? Run `npm ci` again.',
  );
  process.exit(1);
}

const check = spawnSync(
  process.execPath,
  [
    process.env.npm_execpath,
    'install',
    '--package-lock-only',
    '--dry-run',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (check.status !== 0) {
  console.error(`A locked package does not accept Node ${pinned}, the Node the scripts run on (above).`);
  process.exit(1);
}
console.log(`The scripts run on Node ${pinned}, from the registry; every locked package accepts it.`);
