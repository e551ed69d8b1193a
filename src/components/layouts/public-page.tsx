import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '@/components/page-header';
import { trailFromHome } from '@/components/page-trails';
import { PageContainer } from './public-layout';

export interface PublicPageProps extends Omit<PageHeaderProps, 'breadcrumbs'> {
  /** The page's own breadcrumb, after 'Beranda'. */
  crumb: string;
  children: ReactNode;
}

/** A public page one step from the home page: the page's width, its header, then its content. */
export function PublicPage({ crumb, children, ...header }: PublicPageProps) {
  return (
    <PageContainer>
      <PageHeader {...header} breadcrumbs={trailFromHome({ label: crumb })} />
      {children}
    </PageContainer>
  );
}
