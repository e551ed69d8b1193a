import { describe, expect, it, vi } from 'vitest';
import {
  changedNetworkSimulation,
  createNetworkSimulationSetting,
  networkEffect,
  NO_NETWORK_SIMULATION,
  simulatesTrouble,
  storedNetworkSimulation,
  type NetworkSimulation,
} from './network-simulation';
import { refusalOf } from '@mocks/test-kit/rules';

const slowAndFailing: NetworkSimulation = { latency: 'slow', failure: 'every' };

describe('changedNetworkSimulation', () => {
  it('changes what is given and keeps the rest', () => {
    expect(changedNetworkSimulation(NO_NETWORK_SIMULATION, { latency: 'very-slow' })).toEqual({
      latency: 'very-slow',
      failure: 'none',
    });
    expect(changedNetworkSimulation(slowAndFailing, { failure: 'next' })).toEqual({ latency: 'slow', failure: 'next' });
    expect(changedNetworkSimulation(slowAndFailing, {})).toEqual(slowAndFailing);
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['a list', []],
    ['a string', 'slow'],
    ['an unknown latency', { latency: 'lambat' }],
    ['an unknown failure', { failure: 'sometimes' }],
    ['a latency of the wrong type', { latency: 1500 }],
    ['a failure of the wrong type', { failure: true }],
    ['an unknown setting', { latency: 'slow', offline: true }],
  ])('refuses %s (400)', (_case, change) => {
    expect(refusalOf(() => changedNetworkSimulation(slowAndFailing, change))).toMatchObject({
      status: 400,
      message: 'Pengaturan jaringan tidak valid',
    });
  });
});

describe('networkEffect', () => {
  it.each([
    ['none', 0],
    ['slow', 1500],
    ['very-slow', 4000],
  ] as const)('waits %s: %i ms', (latency, delayMs) => {
    expect(networkEffect({ latency, failure: 'none' })).toEqual({ delayMs, fails: false });
  });

  it('fails every call while told to', () => {
    expect(networkEffect(slowAndFailing)).toEqual({ delayMs: 1500, fails: true });
  });

  it('fails the next call only, after which nothing fails', () => {
    expect(networkEffect({ latency: 'slow', failure: 'next' })).toEqual({
      delayMs: 1500,
      fails: true,
      settingsAfter: { latency: 'slow', failure: 'none' },
    });
  });
});

describe('simulatesTrouble', () => {
  it('is false only when calls neither wait nor fail', () => {
    expect(simulatesTrouble(NO_NETWORK_SIMULATION)).toBe(false);
    expect(simulatesTrouble({ latency: 'slow', failure: 'none' })).toBe(true);
    expect(simulatesTrouble({ latency: 'none', failure: 'next' })).toBe(true);
  });
});

describe('storedNetworkSimulation', () => {
  it('reads the settings kept, and none when nothing valid is kept', () => {
    expect(storedNetworkSimulation(JSON.stringify(slowAndFailing))).toEqual(slowAndFailing);
    expect(storedNetworkSimulation(null)).toEqual(NO_NETWORK_SIMULATION);
    expect(storedNetworkSimulation('{"latency":')).toEqual(NO_NETWORK_SIMULATION);
    expect(storedNetworkSimulation('{"latency":"kilat"}')).toEqual(NO_NETWORK_SIMULATION);
  });
});

describe('createNetworkSimulationSetting', () => {
  it('holds the settings and saves every change', async () => {
    const save = vi.fn();
    const setting = createNetworkSimulationSetting(slowAndFailing, save);
    expect(setting.current()).toEqual(slowAndFailing);
    await setting.replace(NO_NETWORK_SIMULATION);
    expect(setting.current()).toEqual(NO_NETWORK_SIMULATION);
    expect(save).toHaveBeenCalledWith(NO_NETWORK_SIMULATION);
  });

  it('takes a change at once, and undoes it when it cannot be kept', async () => {
    const setting = createNetworkSimulationSetting(slowAndFailing, () =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    );
    const change = setting.replace(NO_NETWORK_SIMULATION);
    expect(setting.current()).toEqual(NO_NETWORK_SIMULATION);
    await expect(change).rejects.toThrow('quota');
    expect(setting.current()).toEqual(slowAndFailing);
  });
});
