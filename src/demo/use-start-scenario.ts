import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../lib/api/api';
import { errorMessage } from '../lib/api/api-error';
import type { DemoPanelProps } from '../lib/demo-slot';
import { useSignIn } from '../lib/sign-in/use-sign-in';
import { showToast } from '../lib/toast';
import { useStartScenarioMutation } from '@/lib/api/endpoints/demo';

export type ScenarioOutcome = { isStarted: true } | { isStarted: false; message: string };

/**
 * Sets a scenario up in the emulated backend, signs its persona in and goes where it lands. Every cached
 * answer is dropped first: the data and the person both changed.
 */
export function useStartScenario(navigate: DemoPanelProps['navigate']) {
  const [start, { isLoading }] = useStartScenarioMutation();
  const dispatch = useDispatch();
  const signIn = useSignIn();
  const startScenario = useCallback(
    async (name: string): Promise<ScenarioOutcome> => {
      try {
        const { data, message } = await start(name).unwrap();
        dispatch(api.util.resetApiState());
        signIn(data.token);
        navigate(data.path, { replace: true });
        showToast(message, 'success');
        return { isStarted: true };
      } catch (error) {
        return { isStarted: false, message: errorMessage(error) };
      }
    },
    [start, dispatch, signIn, navigate],
  );
  return { startScenario, isStarting: isLoading };
}
