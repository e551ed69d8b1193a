import type { NetworkFailure, NetworkLatency, NetworkSimulation } from '@/lib/api/api-types';
import { badRequest } from '../errors';
import { keptValue, type KeptValue } from '../kept-value';

export type { NetworkFailure, NetworkLatency, NetworkSimulation };

export const NO_NETWORK_SIMULATION: NetworkSimulation = { latency: 'none', failure: 'none' };

const LATENCY_MS: Record<NetworkLatency, number> = { none: 0, slow: 1500, 'very-slow': 4000 };

const latencies: readonly NetworkLatency[] = ['none', 'slow', 'very-slow'];
const failures: readonly NetworkFailure[] = ['none', 'next', 'every'];

const isLatency = (value: unknown): value is NetworkLatency => latencies.some((latency) => latency === value);
const isFailure = (value: unknown): value is NetworkFailure => failures.some((failure) => failure === value);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The settings after a change of some of them. Anything but an object of known keys with known values is
 * refused (400), leaving the settings as they were.
 */
export function changedNetworkSimulation(current: NetworkSimulation, change: unknown): NetworkSimulation {
  const invalid = badRequest('Pengaturan jaringan tidak valid');
  if (!isPlainObject(change)) throw invalid;
  if (Object.keys(change).some((key) => key !== 'latency' && key !== 'failure')) throw invalid;
  const { latency = current.latency, failure = current.failure } = change;
  if (!isLatency(latency) || !isFailure(failure)) throw invalid;
  return { latency, failure };
}

/** Whether the calls are slowed down or failed at all. */
export const simulatesTrouble = (settings: NetworkSimulation) =>
  settings.latency !== 'none' || settings.failure !== 'none';

/**
 * What one API call goes through: its wait, and whether it fails. A one-off failure is used up by the call
 * it hits: `settingsAfter` is then what the calls after it go through.
 */
export function networkEffect(settings: NetworkSimulation): {
  delayMs: number;
  fails: boolean;
  settingsAfter?: NetworkSimulation;
} {
  const effect = { delayMs: LATENCY_MS[settings.latency], fails: settings.failure !== 'none' };
  return settings.failure === 'next' ? { ...effect, settingsAfter: { ...settings, failure: 'none' } } : effect;
}

/** Settings kept from an earlier visit (JSON), or none when there are none or they are not valid. */
export function storedNetworkSimulation(json: string | null): NetworkSimulation {
  try {
    return changedNetworkSimulation(NO_NETWORK_SIMULATION, JSON.parse(json ?? 'null'));
  } catch {
    return NO_NETWORK_SIMULATION;
  }
}

/** Where the backend keeps the settings: in memory, or also saved somewhere by `save`. */
export type NetworkSimulationSetting = KeptValue<NetworkSimulation>;

/**
 * New settings are taken at once (of two calls in flight, only one takes a "next" failure) and given to
 * `save`: settings that cannot be kept (a full storage) are undone, and the change fails.
 */
export function createNetworkSimulationSetting(
  initial: NetworkSimulation = NO_NETWORK_SIMULATION,
  save: (settings: NetworkSimulation) => void | Promise<void> = () => undefined,
): NetworkSimulationSetting {
  return keptValue(initial, save);
}
