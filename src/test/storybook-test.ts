/**
 * `storybook/test` as story files see it under Vitest: Storybook's own helpers, with the user-event the
 * component tests use. Storybook bundles a second copy of user-event, and two copies driving one document
 * wrap each other's value interceptors so that React misses typed text; with one copy, story files and
 * component tests share the test workers. In Storybook itself, stories keep Storybook's copy.
 */
export * from '../../node_modules/storybook/dist/test/index.js';
export { userEvent } from '@testing-library/user-event';
