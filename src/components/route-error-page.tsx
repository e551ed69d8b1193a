import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MessagePage } from './message-page';
import { NotFoundPage } from './not-found-page';

/** What a page that crashed shows instead: a friendly message and a way back, never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <MessagePage
      title="Terjadi kesalahan"
      description="Maaf, halaman ini gagal ditampilkan. Silakan kembali ke beranda atau muat ulang halaman."
    />
  );
}
