import type { Backend } from '../backend';
import { changedNetworkSimulation } from '../domain/demo/network-simulation';
import { ok } from '../domain/outcome';
import { contractHttp, route } from './http';

/** The controls of the simulated network (see `networkSimulationHandler` for its effect). */
export function demoNetworkHandlers({ network }: Backend) {
  return [
    contractHttp.get(
      '/__demo/network',
      route(() => Promise.resolve(ok(network.current(), 'Simulasi jaringan'))),
    ),
    contractHttp.post(
      '/__demo/network',
      route(async ({ json }) => {
        await network.replace(changedNetworkSimulation(network.current(), await json()));
        return ok(network.current(), 'Simulasi jaringan diperbarui');
      }),
    ),
  ];
}
