import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from '../token-storage';

export interface SessionState {
  token: string | null;
}

const initialState = (): SessionState => ({ token: readToken() });

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
  },
  selectors: {
    selectToken: (state) => state.token,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectToken } = sessionSlice.selectors;
