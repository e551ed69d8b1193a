import { expect, within } from 'storybook/test';
import { failsToLoad, loadsEmpty, neverLoads, SERVER_ERROR } from './story-handlers';

interface CanvasContext {
  canvasElement: HTMLElement;
}

/** The three states every admin list has, for the list at the API path `path`: loading, empty and a failure. */
export function listStates(path: string) {
  return {
    loading: {
      parameters: neverLoads(path),
      play: async ({ canvasElement }: CanvasContext) => {
        await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
      },
    },
    empty: {
      parameters: loadsEmpty(path),
      play: async ({ canvasElement }: CanvasContext) => {
        await expect(await within(canvasElement).findByText('Tidak ada data')).toBeVisible();
      },
    },
    failure: {
      parameters: failsToLoad(path),
      play: async ({ canvasElement }: CanvasContext) => {
        await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SERVER_ERROR);
      },
    },
  };
}
