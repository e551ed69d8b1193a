import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from './token-storage';

export interface SignInState {
  token: string | null;
  /**
   * False only while prerendered HTML is being hydrated: that HTML was made for a visitor, so the stored
   * token is read once the page has hydrated, never during (see `signInRestored`).
   */
  isRestored: boolean;
  /** True once the person signed out here: a page for signed-in people then leads home, not to /login. */
  hasSignedOut: boolean;
}

const initialState = (): SignInState => ({ token: readToken(), isRestored: true, hasSignedOut: false });

/** The session while prerendered HTML is hydrated: nobody yet, as the server rendered it. */
export const signInBeforeHydration: SignInState = { token: null, isRestored: false, hasSignedOut: false };

export const signInSlice = createSlice({
  name: 'signIn',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.hasSignedOut = false;
    },
    signedOut(state) {
      state.token = null;
      state.hasSignedOut = true;
    },
    signInRestored(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      state.isRestored = true;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsRestored: (state) => state.isRestored,
    selectHasSignedOut: (state) => state.hasSignedOut,
  },
});

export const { signedIn, signedOut, signInRestored } = signInSlice.actions;
export const { selectToken, selectIsRestored, selectHasSignedOut } = signInSlice.selectors;
