import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { PageHeader } from '@/components/page-header';
import { BackButton } from './page-actions';

interface CatalogueFormPageProps {
  title: string;
  /** The list 'Kembali' goes back to. */
  listPath: string;
  children: ReactNode;
}

/** A catalogue create page: its title with 'Kembali' to the list, then the form. */
export function CatalogueFormPage({ title, listPath, children }: CatalogueFormPageProps) {
  return (
    <>
      <PageHeader title={title} actions={<BackButton to={listPath} />} />
      {children}
    </>
  );
}

interface CatalogueEditPageProps<Item> extends Omit<CatalogueFormPageProps, 'children'> {
  /** The edited item's query answer. */
  query: { data?: Item; isLoading: boolean; error?: unknown };
  /** The form, for the item once it has loaded. */
  children: (item: Item) => ReactNode;
}

/** A catalogue edit page: as a create page, with the form once the item has loaded, or 'Error: …'. */
export function CatalogueEditPage<Item>({
  query: { data, isLoading, error },
  children,
  ...page
}: CatalogueEditPageProps<Item>) {
  return (
    <CatalogueFormPage {...page}>
      <DataState data={data} isLoading={isLoading} error={error} formatError={detailError}>
        {children}
      </DataState>
    </CatalogueFormPage>
  );
}

/** The id of the item an edit page edits: its route's `:id`. */
export function useEditedId(): number {
  return Number(useParams().id);
}
