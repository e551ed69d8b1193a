import { demoAccounts } from '@/content/demo-accounts';
import type { Backend } from '../backend';
import { findDemoScenario, listDemoScenarios, startDemoScenario } from '../domain/demo/demo-scenarios';
import { generatedIndonesianName } from './generated-name';
import type { ContractHttp } from './http';
import type { DemoRoute } from './demo-access';
import { transactWithFiles } from './upload-files';

/** Ready-made situations of the demo: set one up and be signed in as its persona. */
export function demoScenarioHandlers(backend: Backend, api: ContractHttp, demoRoute: DemoRoute) {
  const { clock, assetBase, passwordHashIterations, passwordHasher } = backend;
  return [
    api.get(
      '/__demo/scenarios',
      demoRoute(() => Promise.resolve(listDemoScenarios())),
    ),
    api.post(
      '/__demo/scenario',
      demoRoute(async ({ json }) => {
        const body = (await json()) as { name?: unknown } | undefined;
        const scenario = findDemoScenario(body?.name);
        // The new customer's password is hashed before the store is taken: no other request waits on it.
        const newCustomer = scenario.registersCustomer
          ? {
              name: generatedIndonesianName(),
              password: await passwordHasher.hash(demoAccounts.customer.password, passwordHashIterations),
            }
          : undefined;
        // A scenario may put an album back to its start: the files of the photos it takes out go.
        return transactWithFiles(backend, (db) =>
          startDemoScenario(db, scenario, { now: clock.now(), assetBase, newCustomer }),
        );
      }),
    ),
  ];
}
