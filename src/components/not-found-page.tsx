import { MessagePage } from './message-page';

export function NotFoundPage() {
  return (
    <MessagePage title="404 Page Not Found!" description="Halaman yang Anda cari tidak ada atau sudah dipindahkan." />
  );
}
