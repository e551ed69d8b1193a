/** What sold in the period: bookings by category and by package, the add-ons, and the vouchers applied. */
import type { ReportAddonSales, ReportCatalogueSales, ReportSummary, ReportVoucherUses } from '@/lib/api/api-types';
import { formatCompactRupiah, formatRupiah } from '@/lib/format';
import type { ChartView } from './chart-card';
import { RankingChart } from './ranking-chart';

export const SALES_TITLES = {
  byCategory: 'Reservasi per kategori',
  byPackage: 'Reservasi per paket',
  addons: 'Tambahan terjual',
  vouchers: 'Voucher dipakai',
} as const;

/** Most first by what the bars draw (an add-on's quantity, a voucher's uses), where the backend orders by money. */
const byValue = (a: { value: number }, b: { value: number }) => b.value - a.value;

const NO_BOOKINGS = 'Belum ada reservasi pada periode ini.';

/** "Wisuda paling laris: 12 reservasi, Rp 4.200.000." */
function catalogueSummary(items: readonly ReportCatalogueSales[], what: string): string {
  const [first] = items;
  if (!first) return NO_BOOKINGS;
  return `${what} paling laris: ${first.name}, ${first.bookings} reservasi senilai ${formatRupiah(first.revenue)}.`;
}

const catalogueColumns = [
  { header: 'Reservasi', cell: ({ bookings }: ReportCatalogueSales) => bookings, isNumber: true },
  { header: 'Pendapatan', cell: ({ revenue }: ReportCatalogueSales) => formatRupiah(revenue), isNumber: true },
];

interface CatalogueRankingProps {
  title: string;
  /** What is ranked, as its table heads it: "Kategori", "Paket". */
  what: string;
  sales: readonly ReportCatalogueSales[];
  initialView: ChartView | undefined;
}

/** Categories or packages by the money their bookings brought. */
function CatalogueRanking({ title, what, sales, initialView }: CatalogueRankingProps) {
  return (
    <RankingChart
      title={title}
      summary={catalogueSummary(sales, what)}
      emptyText={NO_BOOKINGS}
      items={sales.map((item) => ({ ...item, value: item.revenue }))}
      formatValue={formatCompactRupiah}
      nameHeader={what}
      columns={catalogueColumns}
      initialView={initialView}
    />
  );
}

function addonSummary(addons: readonly ReportAddonSales[]): string {
  const [first] = addons.toSorted((a, b) => b.quantity - a.quantity);
  if (!first) return 'Belum ada tambahan yang dipesan pada periode ini.';
  return `${first.name} paling banyak dipesan: ${first.quantity} kali, ${formatRupiah(first.revenue)}.`;
}

function voucherSummary(vouchers: readonly ReportVoucherUses[]): string {
  const uses = vouchers.reduce((sum, { uses: count }) => sum + count, 0);
  const discount = vouchers.reduce((sum, voucher) => sum + voucher.discount, 0);
  return `${uses} reservasi memakai voucher, dengan potongan ${formatRupiah(discount)}.`;
}

export interface SalesChartsProps {
  report: Pick<ReportSummary, 'byCategory' | 'byPackage' | 'addons' | 'vouchers'>;
  initialView?: ChartView;
}

/** The four rankings of what sold; the vouchers' only when the period's bookings applied one. */
export function SalesCharts({ report, initialView }: SalesChartsProps) {
  return (
    <>
      <CatalogueRanking
        title={SALES_TITLES.byCategory}
        what="Kategori"
        sales={report.byCategory}
        initialView={initialView}
      />
      <CatalogueRanking
        title={SALES_TITLES.byPackage}
        what="Paket"
        sales={report.byPackage}
        initialView={initialView}
      />
      <RankingChart
        title={SALES_TITLES.addons}
        summary={addonSummary(report.addons)}
        emptyText="Belum ada tambahan yang dipesan pada periode ini."
        items={report.addons.map((addon) => ({ ...addon, value: addon.quantity })).toSorted(byValue)}
        formatValue={String}
        nameHeader="Tambahan"
        columns={[
          { header: 'Jumlah', cell: ({ quantity }) => quantity, isNumber: true },
          { header: 'Pendapatan', cell: ({ revenue }) => formatRupiah(revenue), isNumber: true },
        ]}
        initialView={initialView}
      />
      {report.vouchers.length > 0 && (
        <RankingChart
          title={SALES_TITLES.vouchers}
          summary={voucherSummary(report.vouchers)}
          emptyText=""
          items={report.vouchers
            .map((voucher) => ({ ...voucher, name: voucher.code, value: voucher.uses }))
            .toSorted(byValue)}
          formatValue={String}
          nameHeader="Kode"
          columns={[
            { header: 'Dipakai', cell: ({ uses }) => uses, isNumber: true },
            { header: 'Potongan', cell: ({ discount }) => formatRupiah(discount), isNumber: true },
          ]}
          initialView={initialView}
        />
      )}
    </>
  );
}
