import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { neverLoads, type storyHandlers } from './story-handlers';

type CanvasContext = Pick<StoryContext, 'canvas'>;

/** A page whose read of the API path `path` never answers: the placeholder labelled `label` stands in meanwhile. */
export function stillLoading(path: string, label: string) {
  return {
    parameters: neverLoads(path),
    play: async ({ canvas }: CanvasContext) => {
      await expect(await canvas.findByLabelText(label)).toBeInTheDocument();
    },
  };
}

/** A page whose calls `parameters` answers (a failure, say) and which comes to show `text` (its message). */
export function showingText(parameters: ReturnType<typeof storyHandlers>, text: string) {
  return {
    parameters,
    play: async ({ canvas }: CanvasContext) => {
      await waitFor(() => expect(canvas.getByText(text)).toBeVisible());
    },
  };
}
