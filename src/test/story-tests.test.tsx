import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import { dirname } from 'node:path';
import { expect as storyExpect, within } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderAndPlay } from './story-tests';

describe('running a story', () => {
  const probe = {
    default: { title: 'Probe' },
    FailingPlay: {
      render: () => <p>Halo</p>,
      play: async ({ canvasElement }) => {
        await storyExpect(within(canvasElement).queryByText('Halo')).toBeNull();
      },
    },
    FailingRender: {
      render: () => {
        throw new Error('Komponen rusak');
      },
    },
    /** An image without a text alternative: axe's `image-alt`, a critical violation. */
    Inaccessible: {
      // eslint-disable-next-line jsx-a11y/alt-text -- the missing alt is the violation this probe is about.
      render: () => <img src="foto.png" />,
    },
    InaccessibleButExempt: {
      // eslint-disable-next-line jsx-a11y/alt-text -- the missing alt is the violation this probe is about.
      render: () => <img src="foto.png" />,
      parameters: { a11y: { test: 'todo' } },
    },
  } satisfies {
    default: Meta;
    FailingPlay: StoryObj;
    FailingRender: StoryObj;
    Inaccessible: StoryObj;
    InaccessibleButExempt: StoryObj;
  };

  it('fails when the play function fails', async () => {
    await expect(renderAndPlay(composeStories(probe).FailingPlay)).rejects.toThrow();
  });

  it('fails on an accessibility violation, as the a11y addon does with `a11y.test: error`', async () => {
    await expect(renderAndPlay(composeStories(probe).Inaccessible)).rejects.toThrow(/image-alt/);
  });

  it('lists violations without failing where a story says `a11y.test: todo`', async () => {
    await expect(renderAndPlay(composeStories(probe).InaccessibleButExempt)).resolves.toBeUndefined();
  });

  it('fails when the story cannot render', async () => {
    await expect(renderAndPlay(composeStories(probe).FailingRender)).rejects.toThrow('Komponen rusak');
  });
});

describe('the stories under test', () => {
  it('include every story: each folder with stories has a stories.test.tsx', () => {
    const storyFolders = new Set(Object.keys(import.meta.glob('../**/*.stories.tsx')).map((path) => dirname(path)));
    const testedFolders = new Set(Object.keys(import.meta.glob('../**/stories.test.tsx')).map((path) => dirname(path)));
    expect(storyFolders.size).toBeGreaterThan(0);
    expect([...storyFolders].filter((folder) => !testedFolders.has(folder))).toEqual([]);
  });
});
