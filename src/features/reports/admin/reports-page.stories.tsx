import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stillLoading } from '@story-harness/page-states';
import { answer, fail, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { decemberReport, emptyReport } from '@/test/fixtures/report-summary';
import { MONEY_CHART_TITLE } from './money-chart';
import { HEATMAP_TITLE } from './occupancy-heatmap';
import { PAYMENT_METHODS_TITLE } from './payment-methods-chart';
import { LOADING_REPORT } from './report-body';
import { EXPORT_BOOKINGS, EXPORT_PAYMENTS, PRINT_REPORT } from './report-exports';
import { PERIOD_LABEL } from './report-period-picker';
import { EMPTY_PERIOD, REPORTS_TITLE, ReportsPage } from './reports-page';
import { SALES_TITLES } from './sales-charts';

const summaryPath = 'reports/summary';

const meta = {
  title: 'Dashboard/ReportsPage',
  component: ReportsPage,
  ...asAdminAt(appRoutes.dashboard.reports.to()),
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const december = storyHandlers(answer(summaryPath, decemberReport, 'Berhasil mengambil laporan'));

/**
 * The cards' section, once the report has come and its charts after the money chart are drawn too (they come in a
 * render of their own, the payment methods last).
 */
async function findFigures(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const figures = await page.findByRole('region', { name: 'Ringkasan periode' });
  await page.findByRole('region', { name: PAYMENT_METHODS_TITLE });
  return figures;
}

/**
 * December beside November: each figure with its change (money up 29.7%, still owed up, cancellations down one),
 * the money chart by day, what sold, the heatmap and the payment methods; the exports and the print at hand.
 */
export const Loaded: Story = {
  parameters: december,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: REPORTS_TITLE, level: 1 })).toBeVisible();
    const figures = within(await findFigures(canvasElement));
    await expect(figures.getByText('Uang diterima')).toBeVisible();
    await expect(figures.getByText(/^naik 29,7%$/)).toBeVisible();
    await expect(figures.getByText(/^turun 1$/)).toBeVisible();
    await expect(figures.getByText('naik 6 poin')).toBeVisible();
    for (const title of [MONEY_CHART_TITLE, SALES_TITLES.byCategory, SALES_TITLES.byPackage, SALES_TITLES.addons]) {
      await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: SALES_TITLES.vouchers })).toBeVisible();
    await expect(canvas.getByRole('table', { name: HEATMAP_TITLE })).toBeVisible();
    await expect(canvas.getByText(/^Paling penuh: Sabtu pukul 14\.20/)).toBeVisible();
    await expect(canvas.getByText(/^QRIS paling banyak: 64,8% dari Rp\s31\.325\.000 yang diterima\.$/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: PERIOD_LABEL })).toHaveTextContent('Bulan ini');
    for (const name of [EXPORT_BOOKINGS, EXPORT_PAYMENTS, PRINT_REPORT]) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-report-chart] svg').length).toBeGreaterThan(4));
  },
};

/** Every chart's numbers as a table, for whoever reads rather than looks: each card's switch shows it. */
export const ChartTables: Story = {
  parameters: december,
  play: async ({ canvas, canvasElement }) => {
    await findFigures(canvasElement);
    const charts = [
      MONEY_CHART_TITLE,
      SALES_TITLES.byCategory,
      SALES_TITLES.byPackage,
      SALES_TITLES.addons,
      SALES_TITLES.vouchers,
      PAYMENT_METHODS_TITLE,
    ];
    for (const title of charts) {
      const card = within(canvas.getByRole('region', { name: title }));
      await userEvent.click(card.getByRole('button', { name: 'Tabel' }));
      await expect(card.getByRole('table', { name: title })).toBeVisible();
    }
    const money = within(canvas.getByRole('table', { name: MONEY_CHART_TITLE }));
    await expect(money.getAllByRole('row')).toHaveLength(32);
    const packages = within(canvas.getByRole('table', { name: SALES_TITLES.byPackage }));
    await expect(
      packages.getByRole('row', { name: /Keluarga Besar \(hingga 10 orang\) 8 Rp\s4\.750\.000/ }),
    ).toBeVisible();
    const methods = within(canvas.getByRole('table', { name: PAYMENT_METHODS_TITLE }));
    await expect(methods.getByRole('row', { name: /QRIS otomatis 21 Rp\s7\.350\.000/ })).toBeVisible();
  },
};

/** A period with nothing in it says so, and each chart says it has nothing to draw. */
export const EmptyPeriod: Story = {
  parameters: storyHandlers(answer(summaryPath, emptyReport, 'Berhasil mengambil laporan')),
  play: async ({ canvas, canvasElement }) => {
    await within(canvasElement).findByText('Belum ada slot yang dipesan pada periode ini.');
    await expect(canvas.getByText(EMPTY_PERIOD)).toBeVisible();
    await expect(canvas.getAllByText('Belum ada reservasi pada periode ini.')).toHaveLength(2);
    await expect(canvas.getByText('Belum ada slot yang dipesan pada periode ini.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: SALES_TITLES.vouchers })).not.toBeInTheDocument();
  },
};

/** While the report is on its way, the figures and charts hold their places. */
export const Loading: Story = stillLoading(summaryPath, LOADING_REPORT);

/** A report the server fails to make says why. */
export const Failed: Story = {
  parameters: storyHandlers(fail(summaryPath, 500)),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
  },
};

/** On a phone the figures go two to a row and the charts one under another, and nothing scrolls sideways. */
export const OnPhone: Story = {
  parameters: december,
  globals: onMobile,
  play: async ({ canvas, canvasElement }) => {
    await findFigures(canvasElement);
    await expect(canvas.getByRole('table', { name: HEATMAP_TITLE })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-report-chart] svg').length).toBeGreaterThan(4));
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** "Bulan lalu" asks for last month's days, and the address keeps the choice. */
export const LastMonth: Story = {
  parameters: december,
  play: async ({ canvas, canvasElement }) => {
    await findFigures(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: PERIOD_LABEL }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Bulan lalu' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: PERIOD_LABEL })).toHaveTextContent('Bulan lalu'));
    await findFigures(canvasElement);
  },
};
