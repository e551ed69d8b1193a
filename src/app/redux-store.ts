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
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
