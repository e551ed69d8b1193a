import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** A form's field, by its label, and what goes into it. */
export type FieldEntry = readonly [label: string, value: string];

/** Fills each labelled field as a password manager would (one paste per field), then presses the button `submit`. */
export async function pasteAndSubmit(
  canvasElement: HTMLElement,
  fields: readonly FieldEntry[],
  submit: string,
): Promise<void> {
  const canvas = within(canvasElement);
  for (const [label, value] of fields) {
    await userEvent.click(await canvas.findByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(canvas.getByRole('button', { name: submit }));
}

type CanvasContext = Pick<StoryContext, 'canvas'>;

/** A blank form: its heading `heading` shows, and its first field, labelled `firstField`, is empty. */
export function blankForm(heading: string, firstField: string) {
  return {
    play: async ({ canvas }: CanvasContext) => {
      await waitFor(() => expect(canvas.getByRole('heading', { name: heading })).toBeVisible());
      await expect(canvas.getByLabelText(firstField)).toHaveValue('');
    },
  };
}

/** A form sent blank with its button `submit`: every message of `messages` shows. */
export function submittedBlank(submit: string, messages: string[]) {
  return {
    play: async ({ canvas }: CanvasContext) => {
      await userEvent.click(await canvas.findByRole('button', { name: submit }));
      for (const message of messages) {
        await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
      }
    },
  };
}
