import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config = {
  stories: ['./docs/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's images, and MSW's worker for msw-storybook-addon (the app itself has its own service worker).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  // The built Storybook is a workshop, not the app: its preview frame (every story, 1.35 MB) and axe (0.66 MB)
  // load once from one host, so Vite's advice for chunks over 500 kB does not apply (the app's own budget is
  // build-tools/bundle-budget.ts). Rolldown's note on slow plugins names Storybook's docgen, which reads every
  // component for its props table: Storybook's cost, nothing for this project to act on.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      build: { chunkSizeWarningLimit: 1500, rolldownOptions: { checks: { bundlerTimings: false } } },
    }),
} satisfies StorybookConfig;

export default config;
