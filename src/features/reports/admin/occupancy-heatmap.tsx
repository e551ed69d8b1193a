import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { ReportHeatmapCell } from '@/lib/api/api-types';
import { formatClockTime } from '@/lib/format';
import { percentText } from './report-figures';
import { weekdays } from './report-words';

export const HEATMAP_TITLE = 'Okupansi per hari dan jam';

const shareOf = ({ booked, open }: ReportHeatmapCell) => (open === 0 ? undefined : booked / open);

/** The sentence that says what the heatmap shows: the fullest slot of the week, or that nothing was booked. */
export function heatmapSummary(cells: readonly ReportHeatmapCell[]): string {
  const fullest = cells.reduce<ReportHeatmapCell | undefined>((top, cell) => {
    const share = shareOf(cell) ?? 0;
    return share > 0 && (top === undefined || share > (shareOf(top) ?? 0)) ? cell : top;
  }, undefined);
  if (!fullest) return 'Belum ada slot yang dipesan pada periode ini.';
  const weekday = weekdays[fullest.weekday - 1]?.long ?? '';
  return `Paling penuh: ${weekday} pukul ${formatClockTime(fullest.time)}, ${percentText(shareOf(fullest) ?? 0)} dari ${fullest.open} slot terisi. Sel yang lebih gelap lebih penuh.`;
}

/**
 * Occupancy by weekday (columns, Monday first) and time slot (rows), as a table whose cells are shaded by how
 * full they were: the picture and its numbers at once, for the eye and for a screen reader. Seven narrow columns
 * fit a 320 px phone; the fullest shade still leaves the text its contrast (5.3:1). A weekday without an open day in the period reads "–".
 */
export function OccupancyHeatmap({ cells }: { cells: readonly ReportHeatmapCell[] }) {
  const theme = useTheme();
  const titleId = useId();
  const times = [...new Set(cells.map(({ time }) => time))];
  const full = theme.palette.primary.main;
  const closed = theme.palette.action.hover;
  const cellAt = new Map(cells.map((cell) => [`${cell.weekday}|${cell.time}`, cell]));
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ breakInside: 'avoid', minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {HEATMAP_TITLE}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {times.length === 0 ? 'Belum ada jam sesi.' : heatmapSummary(cells)}
        </Typography>
        {times.length > 0 && (
          <Table
            size="small"
            aria-label={HEATMAP_TITLE}
            sx={{
              tableLayout: 'fixed',
              '& td, & th': { px: 0.25, py: 0.5 },
              '& tbody th': {
                fontSize: 12,
                fontWeight: 600,
                textAlign: 'left',
                borderBottom: 1,
                borderColor: 'divider',
              },
              '& tbody td': {
                fontSize: 11,
                textAlign: 'center',
                fontVariantNumeric: 'tabular-nums',
                color: 'text.primary',
                border: `1px solid ${theme.palette.background.paper}`,
                printColorAdjust: 'exact',
              },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell component="td" sx={{ width: 48 }} />
                {weekdays.map(({ short, long }) => (
                  <TableCell key={short} align="center" sx={{ fontWeight: 600, fontSize: 12 }}>
                    <abbr title={long} style={{ textDecoration: 'none' }}>
                      {short}
                    </abbr>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {/* Plain cells, styled once by the table: hundreds of styled components would slow the first drawing. */}
            <tbody>
              {times.map((time) => (
                <tr key={time}>
                  <th scope="row">{formatClockTime(time)}</th>
                  {weekdays.map((weekday, index) => {
                    const cell = cellAt.get(`${index + 1}|${time}`);
                    const share = cell && shareOf(cell);
                    return (
                      <td
                        key={weekday.short}
                        title={cell ? `${cell.booked} dari ${cell.open} slot terisi` : undefined}
                        style={{ backgroundColor: share === undefined ? closed : alpha(full, 0.06 + share * 0.64) }}
                      >
                        {share === undefined ? '–' : `${Math.round(share * 100)}%`}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
