import type { Backend } from '../backend';
import { findDemoScenario, listDemoScenarios, startDemoScenario } from '../domain/demo/demo-scenarios';
import { generatedIndonesianName } from './generated-name';
import { contractHttp, route } from './http';

/** Ready-made situations of the demo: set one up and be signed in as its persona. */
export function demoScenarioHandlers({ store, clock, assetBase, passwordHashIterations }: Backend) {
  return [
    contractHttp.get(
      '/__demo/scenarios',
      route(() => Promise.resolve(listDemoScenarios())),
    ),
    contractHttp.post(
      '/__demo/scenario',
      route(async ({ json }) => {
        const body = (await json()) as { name?: unknown } | undefined;
        const scenario = findDemoScenario(body?.name);
        const newCustomerName = scenario.registersCustomer ? generatedIndonesianName() : undefined;
        return store.transact((db) =>
          startDemoScenario(db, scenario, { now: clock.now(), assetBase, passwordHashIterations, newCustomerName }),
        );
      }),
    ),
  ];
}
