import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { CardFacts, type CardFact } from '../card-facts';
import type { DataTableColumn } from './data-table-types';

/** A small MUI button: a 0.8125rem line at 1.75, and 4 px above and below. */
const SMALL_BUTTON_HEIGHT = 30.75;

/** The columns of a card by where they go (see `CardPlace`). */
export interface CardColumns<Row> {
  title?: DataTableColumn<Row>;
  aside?: DataTableColumn<Row>;
  fields: DataTableColumn<Row>[];
  actions?: DataTableColumn<Row>;
}

/** Sorts the columns into a card's places; without a `title` column, the first label/value column heads the card. */
export function cardColumnsOf<Row>(columns: DataTableColumn<Row>[]): CardColumns<Row> {
  const title =
    columns.find((column) => column.card === 'title') ?? columns.find((column) => column.card === undefined);
  return {
    title,
    aside: columns.find((column) => column.card === 'aside'),
    fields: columns.filter((column) => column.card === undefined && column !== title),
    actions: columns.find((column) => column.card === 'actions'),
  };
}

interface CardLayoutProps {
  titleId?: string;
  title: ReactNode;
  aside?: ReactNode;
  fields: CardFact[];
  actions?: ReactNode;
}

/** One list item: the title with its aside, the label/value pairs, then the actions. */
function CardLayout({ titleId, title, aside, fields, actions }: CardLayoutProps) {
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography
            id={titleId}
            component="div"
            sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {aside !== undefined && <Box sx={{ display: 'flex', flexShrink: 0 }}>{aside}</Box>}
        </Stack>
        {fields.length > 0 && <CardFacts facts={fields} marginTop={1.5} />}
        {actions !== undefined && <Box sx={{ mt: 2 }}>{actions}</Box>}
      </CardContent>
    </Card>
  );
}

interface DataTableCardProps<Row> {
  row: Row;
  /** The row's position in the filtered list, from 0. */
  index: number;
  places: CardColumns<Row>;
}

/** A row as a card, named by its title. */
export function DataTableCard<Row>({ row, index, places }: DataTableCardProps<Row>) {
  const titleId = useId();
  return (
    <CardLayout
      titleId={titleId}
      title={places.title?.render(row, index)}
      aside={places.aside?.render(row, index)}
      fields={places.fields.map((column) => ({
        key: column.key,
        label: column.header,
        value: column.render(row, index),
      }))}
      actions={places.actions?.render(row, index)}
    />
  );
}

/** A card's placeholder while the rows load, with the same parts and labels, so nothing moves when they come. */
export function SkeletonCard<Row>({ places }: { places: CardColumns<Row> }) {
  return (
    <CardLayout
      title={<Skeleton width="60%" />}
      aside={places.aside && (places.aside.skeleton ?? <Skeleton variant="rounded" width={72} height={24} />)}
      fields={places.fields.map((column) => ({
        key: column.key,
        label: column.header,
        value: column.skeleton ?? <Skeleton />,
      }))}
      actions={
        places.actions &&
        (places.actions.skeleton ?? <Skeleton variant="rounded" width={160} height={SMALL_BUTTON_HEIGHT} />)
      }
    />
  );
}
