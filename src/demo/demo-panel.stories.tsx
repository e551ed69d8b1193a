import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, apiUrl, fail, hang, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { onMobile } from '@story-harness/viewports';
import { tabTo } from '@story-harness/keyboard-play';
import { demoAccounts } from '@/content/demo-accounts';
import { appPageUrl } from '@/content/reminder-message';
import { appRoutes } from '@/lib/app-routes';
import { emailBooking, emailMessages } from '@/test/fixtures/email-messages';
import { DemoPanel } from './demo-panel';

const meta = {
  title: 'Demo/DemoPanel',
  component: DemoPanel,
  args: { navigate: fn() },
} satisfies Meta<typeof DemoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer renders in a portal on the page's body, outside the story's canvas. */
async function openPanel(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Demo' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Panel demo' }));
}

type Panel = Awaited<ReturnType<typeof openPanel>>;

/** The panel's inbox section. */
const inboxSection = (panel: Panel) => within(panel.getByRole('region', { name: 'Kotak masuk (email)' }));

/** The emails of the panel's inbox, once it has them. */
async function inboxEmails(panel: Panel): Promise<HTMLElement[]> {
  const list = await inboxSection(panel).findByRole('list', { name: 'Email terkirim' });
  return within(list).getAllByRole('listitem');
}

/** An email's summary: the button that opens or closes it. */
const summaryOf = (email: HTMLElement) => within(email).getByRole('button');

const INBOX_MESSAGE = 'Kotak masuk demo';

export const Closed: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Demo' })).toBeVisible());
  },
};

export const Open: Story = {
  parameters: { user: 'customer' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(panel.getByText('Sari Wulandari (Pelanggan)')).toBeVisible());
    await waitFor(() =>
      expect(panel.getByRole('link', { name: /pembayaran menunggu|menunggu pembayaran/i })).toBeVisible(),
    );
    await expect(panel.getByRole('button', { name: 'Lewati batas pembayaran (+25 jam)' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Mulai ulang data demo' })).toBeEnabled();
  },
};

export const OpenOnMobile: Story = {
  parameters: { user: 'customer' },
  globals: onMobile,
  play: Open.play,
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(panel.getByText('Belum masuk')).toBeVisible());
    await expect(panel.getByRole('button', { name: 'Keluar' })).toBeDisabled();
  },
};

/** While the network is simulated, a badge beside the button says so, panel closed or open. */
export const NetworkSimulated: Story = {
  parameters: storyHandlers(answer('__demo/network', { latency: 'slow', failure: 'every' }, 'Simulasi jaringan')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Jaringan lambat (1,5 dtk) · Semua permintaan gagal')).toBeVisible());
  },
};

/**
 * The emails the seed's reminders sent, to any customer, seen by a visitor: at most ten, newest first, each
 * naming its kind, subject, recipient and when it was sent; opened by keyboard, its text.
 */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const emails = await inboxEmails(panel);
    await expect(emails.length).toBeGreaterThan(0);
    await expect(emails.length).toBeLessThanOrEqual(10);
    const [newest] = emails;
    if (!newest) throw new Error('The inbox is empty');
    const summary = summaryOf(newest);
    await expect(summary).toHaveTextContent(/Kepada .+ \(.+@.+\)/);
    await expect(summary).toHaveTextContent(/Dikirim .+ WIB/);
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await tabTo(summary);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(summary).toHaveAttribute('aria-expanded', 'true'));
    await expect(within(newest).getByRole('region')).toHaveTextContent(/^Halo .+,/);
  },
};

export const InboxOnMobile: Story = {
  globals: onMobile,
  play: Inbox.play,
};

/** One email of the fixtures, opened: its kind, subject, recipient and sent time, and its link made absolute. */
export const InboxEmail: Story = {
  parameters: storyHandlers(answer('__demo/inbox', [emailMessages['payment-deadline']], INBOX_MESSAGE)),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const [email] = await inboxEmails(panel);
    if (!email) throw new Error('The inbox is empty');
    const summary = summaryOf(email);
    await expect(within(summary).getByText('Batas pembayaran')).toBeVisible();
    await expect(within(summary).getByText(emailMessages['payment-deadline'].subject)).toBeVisible();
    const { name, email: address } = demoAccounts.customer;
    await expect(within(summary).getByText(`Kepada ${name} (${address})`)).toBeVisible();
    await expect(within(summary).getByText('Kamis, 10 Desember 2026 pukul 13.05 WIB')).toBeVisible();
    await userEvent.click(summary);
    const paymentPage = appPageUrl(appRoutes.payment.to(emailBooking.transactionId));
    await waitFor(() => expect(within(email).getByRole('region')).toHaveTextContent(`Bayar di: ${paymentPage}`));
  },
};

export const InboxEmpty: Story = {
  parameters: storyHandlers(answer('__demo/inbox', [], INBOX_MESSAGE)),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(inboxSection(panel).getByText('Belum ada email terkirim.')).toBeVisible());
    await expect(inboxSection(panel).queryByRole('list')).toBeNull();
  },
};

export const InboxLoading: Story = {
  parameters: storyHandlers(hang('__demo/inbox')),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() =>
      expect(inboxSection(panel).getByRole('status', { name: 'Memuat kotak masuk' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const InboxLoadError: Story = {
  parameters: storyHandlers(fail('__demo/inbox', 500)),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(inboxSection(panel).getByRole('alert')).toHaveTextContent(SERVER_ERROR));
  },
};

/**
 * Whether the story below moved the clock. The seed is made at the real time, so what a day's jump makes due
 * varies with the hour: the inbox is answered from fixtures instead, the move itself by the emulated backend.
 */
let clockMoved = false;

/**
 * Time travel fills the inbox: "+1 hari" moves the backend's clock, and the inbox, fetched again, shows the
 * email that fell due on top.
 */
export const InboxAfterTimeTravel: Story = {
  loaders: [
    () => {
      clockMoved = false;
    },
  ],
  parameters: storyHandlers(
    // Notes the move and answers nothing, so the emulated backend moves its clock.
    http.post(apiUrl('__demo/clock'), () => {
      clockMoved = true;
    }),
    http.get(apiUrl('__demo/inbox'), () => {
      const earlier = [emailMessages['payment-deadline']];
      const data = clockMoved ? [emailMessages['session-tomorrow'], ...earlier] : earlier;
      return HttpResponse.json({ data, message: INBOX_MESSAGE });
    }),
  ),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const dueSubject = emailMessages['session-tomorrow'].subject;
    await expect(await inboxEmails(panel)).toHaveLength(1);
    await expect(inboxSection(panel).queryByText(dueSubject)).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: '+1 hari' }));

    await waitFor(() => expect(inboxSection(panel).getByText(dueSubject)).toBeVisible());
    const [newest] = await inboxEmails(panel);
    if (!newest) throw new Error('The inbox is empty');
    await expect(summaryOf(newest)).toHaveTextContent(dueSubject);
  },
};
