import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountUnavailable } from './account-unavailable';

const CANNOT_START =
  'Layanan demo tidak dapat dimulai: browser ini tidak menjalankan service worker-nya (jendela pribadi, kebijakan ' +
  'browser, atau perangkat yang sedang sibuk). Muat ulang halaman; bila tetap gagal, buka di jendela biasa atau browser lain.';

describe('AccountUnavailable when the emulated backend could not start', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says why and what to do, keeps the person signed in and offers a reload, not a retry that cannot work', async () => {
    const retry = vi.fn();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<AccountUnavailable failure={{ status: 'BACKEND_UNAVAILABLE', message: CANNOT_START }} retry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`${CANNOT_START} Anda tetap masuk.`);
    expect(alert).not.toHaveTextContent('terbuka sendiri');
    expect(within(alert).queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Muat ulang halaman' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(retry).not.toHaveBeenCalled();
  });
});
