import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { User } from '@/lib/api/api-types';
import { deferredSection } from '../deferred-section';
import { SiteHeader } from './site-header';

// Below the fold on every page: its code loads, and its HTML hydrates, when it comes near or the page is idle.
const SiteFooter = deferredSection(() => import('./site-footer').then((module) => module.SiteFooter));

export interface PublicLayoutProps {
  user: User | undefined;
  isUserLoading: boolean;
  /** While prerendered HTML hydrates: who is signed in is not known yet, so the account actions wait unseen. */
  isSignInRestoring?: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

/** Header, the page and the footer: the frame of every public and customer page. */
export function PublicLayout({
  user,
  isUserLoading,
  isSignInRestoring = false,
  onSignOut,
  children,
}: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader
        user={user}
        isUserLoading={isUserLoading}
        isSignInRestoring={isSignInRestoring}
        onSignOut={onSignOut}
      />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}

/** The width and spacing of an ordinary page's content. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {children}
    </Container>
  );
}
