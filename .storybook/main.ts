import type { StorybookConfig } from '@storybook/react-vite';

const config = {
  stories: ['./docs/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's images, and MSW's worker for msw-storybook-addon (the app itself has its own service worker).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
} satisfies StorybookConfig;

export default config;
