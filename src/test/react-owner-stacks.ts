import * as React from 'react';

/** The part of React's client internals that decides whether an element records the stack that created it. */
interface OwnerStackCounter {
  recentlyCreatedOwnerStacks: number;
}

const OWNER_STACK_LIMIT = 1e4;

/**
 * React's development build records, for each element it creates, the stack that created it (an `Error`, and a
 * console task), until 10,000 were made in the last second: that is every element of a test, 13 % of a screen
 * test's time and much of its garbage. Those stacks only enrich React's own warnings, which the tests turn into
 * failures (console-guard.ts) with the component stack still in them. Here React's counter always reads as full,
 * so no element records one. Without the counter (a React upgrade renamed it), this fails loudly rather than
 * leave the suite slower unnoticed.
 */
export function skipReactOwnerStacks(): void {
  const internals: unknown = Reflect.get(React, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
  const counter = internals as Partial<OwnerStackCounter> | undefined;
  if (typeof counter?.recentlyCreatedOwnerStacks !== 'number') {
    throw new Error('React no longer counts owner stacks where src/test/react-owner-stacks.ts expects: update it.');
  }
  Object.defineProperty(counter, 'recentlyCreatedOwnerStacks', {
    get: () => OWNER_STACK_LIMIT,
    set: () => undefined,
  });
}
