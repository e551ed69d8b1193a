import { useEffect, useRef } from 'react';
import { routerBasename } from '../lib/config';
import type { DemoPanelProps } from '../lib/demo-slot';
import { showToast } from '../lib/toast';
import type { ScenarioOutcome } from './use-start-scenario';

export const SCENARIO_PARAMETER = 'demo';

/** The page's address as an app path (without the base path), with the scenario parameter taken out. */
function addressWithoutScenario(): string {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  params.delete(SCENARIO_PARAMETER);
  const query = params.toString();
  const path = pathname.startsWith(routerBasename) ? `/${pathname.slice(routerBasename.length)}` : pathname;
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Opening any page with `?demo=NAME` sets that scenario up and lands on its screen, once per page load.
 * An unknown name is said so and changes nothing but the address.
 */
export function useScenarioLink(
  navigate: DemoPanelProps['navigate'],
  startScenario: (name: string) => Promise<ScenarioOutcome>,
) {
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const name = new URLSearchParams(window.location.search).get(SCENARIO_PARAMETER);
    if (name === null) return;
    void startScenario(name).then((outcome) => {
      if (outcome.isStarted) return;
      navigate(addressWithoutScenario(), { replace: true });
      showToast(`${outcome.message} ("${name}"). Tidak ada yang diubah.`, 'warning');
    });
  }, [navigate, startScenario]);
}
