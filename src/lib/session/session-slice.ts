import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from '../token-storage';

export interface SessionState {
  token: string | null;
  /**
   * False only while prerendered HTML is being hydrated: that HTML was made for a visitor, so the stored
   * token is read once the page has hydrated, never during (see `sessionRestored`).
   */
  isRestored: boolean;
}

const initialState = (): SessionState => ({ token: readToken(), isRestored: true });

/** The session while prerendered HTML is hydrated: nobody yet, as the server rendered it. */
export const sessionBeforeHydration: SessionState = { token: null, isRestored: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedOut(state) {
      state.token = null;
    },
    sessionRestored(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      state.isRestored = true;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsRestored: (state) => state.isRestored,
  },
});

export const { signedIn, signedOut, sessionRestored } = sessionSlice.actions;
export const { selectToken, selectIsRestored } = sessionSlice.selectors;
