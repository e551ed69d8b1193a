import type { Backend } from '../backend';
import { findDemoScenario, listDemoScenarios, startDemoScenario } from '../domain/demo/demo-scenarios';
import { generatedIndonesianName } from './generated-name';
import type { ContractHttp } from './http';
import type { DemoRoute } from './demo-access';

/** Ready-made situations of the demo: set one up and be signed in as its persona. */
export function demoScenarioHandlers(
  { store, clock, assetBase, passwordHashIterations }: Backend,
  api: ContractHttp,
  demoRoute: DemoRoute,
) {
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
        const newCustomerName = scenario.registersCustomer ? generatedIndonesianName() : undefined;
        return store.transact((db) =>
          startDemoScenario(db, scenario, { now: clock.now(), assetBase, passwordHashIterations, newCustomerName }),
        );
      }),
    ),
  ];
}
