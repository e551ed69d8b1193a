// Runs after every install (the `postinstall` script): the Node the scripts use is the one package.json pins
// (the `node` devDependency, node_modules/.bin/node), and every locked package accepts it. npm checks each
// package's `engines` against the Node that runs npm itself, which on a fresh machine is an older one, and only
// warns (.npmrc turns `engine-strict` off); this runs that same check with `--engine-strict` and npm on the
// project's Node. Exits 1 on either failure. When npm runs on another Node that some locked package refuses, it
// says in one line that npm's EBADENGINE warnings above are about that Node, not the scripts'.
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

/** npm's own engine check over the lockfile, with npm run by `nodePath`: true when every package accepts it. */
function everyPackageAccepts(nodePath, stderr) {
  const check = spawnSync(
    nodePath,
    [
      process.env.npm_execpath,
      'install',
      '--package-lock-only',
      '--dry-run',
      '--engine-strict',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { stdio: ['ignore', 'ignore', stderr] },
  );
  return check.status === 0;
}

if (!everyPackageAccepts(process.execPath, 'inherit')) {
  console.error(`A locked package does not accept Node ${pinned}, the Node the scripts run on (above).`);
  process.exit(1);
}

const npmNode = process.env.npm_node_execpath;
const npmNodeVersion = npmNode
  ? spawnSync(npmNode, ['-p', 'process.version'], { encoding: 'utf8' }).stdout?.trim()
  : undefined;
if (npmNodeVersion && npmNodeVersion !== pinned && !everyPackageAccepts(npmNode, 'ignore')) {
  console.log(
    `The EBADENGINE warnings above are about Node ${npmNodeVersion}, which runs npm, and packages that want a ` +
      `newer one; the scripts run on ${pinned}, which every locked package accepts.`,
  );
}
console.log(`The scripts run on Node ${pinned}, from the registry; every locked package accepts it.`);
