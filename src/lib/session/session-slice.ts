import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from './token-storage';

export interface SessionState {
  token: string | null;
  /**
   * False only while prerendered HTML is being hydrated: that HTML was made for a visitor, so the stored
   * token is read once the page has hydrated, never during (see `sessionRestored`).
   */
  isRestored: boolean;
  /** True once the person signed out here: a page for signed-in people then leads home, not to /login. */
  hasSignedOut: boolean;
}

const initialState = (): SessionState => ({ token: readToken(), isRestored: true, hasSignedOut: false });

/** The session while prerendered HTML is hydrated: nobody yet, as the server rendered it. */
export const sessionBeforeHydration: SessionState = { token: null, isRestored: false, hasSignedOut: false };

export const sessionSlice = createSlice({
  name: 'session',
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
    sessionRestored(state, action: PayloadAction<string | null>) {
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

export const { signedIn, signedOut, sessionRestored } = sessionSlice.actions;
export const { selectToken, selectIsRestored, selectHasSignedOut } = sessionSlice.selectors;
