import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

const SERVER_ERROR = 'Terjadi kesalahan pada server. Coba lagi nanti.';

interface CanvasContext {
  canvasElement: HTMLElement;
}

/** The three states every admin list has, for the list answered at `url`: loading, empty and a failure. */
export function listStates(url: string) {
  return {
    loading: {
      parameters: { msw: { handlers: { story: [http.get(url, () => delay('infinite'))] } } },
      play: async ({ canvasElement }: CanvasContext) => {
        await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
      },
    },
    empty: {
      parameters: { msw: { handlers: { story: [http.get(url, () => HttpResponse.json({ data: [], message: 'Berhasil mengambil data' }))] } } },
      play: async ({ canvasElement }: CanvasContext) => {
        await expect(await within(canvasElement).findByText('Tidak ada data')).toBeVisible();
      },
    },
    failure: {
      parameters: { msw: { handlers: { story: [http.get(url, () => HttpResponse.json({ message: SERVER_ERROR }, { status: 500 }))] } } },
      play: async ({ canvasElement }: CanvasContext) => {
        await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SERVER_ERROR);
      },
    },
  };
}
