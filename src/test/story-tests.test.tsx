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
  } satisfies {
    default: Meta;
    FailingPlay: StoryObj;
    FailingRender: StoryObj;
  };

  it('fails when the play function fails', async () => {
    await expect(renderAndPlay(composeStories(probe).FailingPlay)).rejects.toThrow();
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
