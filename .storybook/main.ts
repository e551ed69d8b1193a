import type { StorybookConfig } from '@storybook/react-vite';

const config = {
  stories: ['./docs/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
} satisfies StorybookConfig;

export default config;
