import type { Backend } from '../backend';
import { changedNetworkSimulation } from '../domain/demo/network-simulation';
import { ok } from '../domain/outcome';
import type { ContractHttp } from './http';
import type { DemoRoute } from './demo-access';

/** The controls of the simulated network (see `networkSimulationHandler` for its effect). */
export function demoNetworkHandlers({ network }: Backend, api: ContractHttp, demoRoute: DemoRoute) {
  return [
    api.get(
      '/__demo/network',
      demoRoute(() => Promise.resolve(ok(network.current(), 'Simulasi jaringan'))),
    ),
    api.post(
      '/__demo/network',
      demoRoute(async ({ json }) => {
        await network.replace(changedNetworkSimulation(network.current(), await json()));
        return ok(network.current(), 'Simulasi jaringan diperbarui');
      }),
    ),
  ];
}
