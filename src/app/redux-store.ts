import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { signInSlice } from '../lib/sign-in/sign-in-slice';
import { api } from '../lib/api/api';

/** Combined when a store is made, not when this module loads: combining runs every reducer once to check it. */
const createRootReducer = () =>
  combineReducers({
    [api.reducerPath]: api.reducer,
    [signInSlice.reducerPath]: signInSlice.reducer,
  });

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

/** A fresh store: one for the app, one for each test and story. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: createRootReducer(),
    preloadedState,
    // In development Redux Toolkit walks the state after every action to catch a mutation or a value that is not
    // plain data, and warns when a walk takes over 32 ms. The API's cache is written only by RTK Query, from
    // JSON answers, and grows with every list the app loads: walking it found nothing and, on a busy machine,
    // warned. The checks keep watching the app's own state.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: [api.reducerPath] },
        serializableCheck: { ignoredPaths: [api.reducerPath] },
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
