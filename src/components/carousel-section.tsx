import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useDeferredValue, type ReactNode, type Ref } from 'react';
import { errorMessage } from '../lib/api/api-error';
import { Carousel, type CarouselProps } from './carousel';
import { SectionHeading } from './section-heading';

export interface CarouselSectionProps<Item> extends Omit<CarouselProps<Item>, 'items' | 'label'> {
  /** The heading's id, which names the section. */
  id: string;
  overline: string;
  title: string;
  /** The list as its query gives it: undefined until it arrives. */
  items: Item[] | undefined;
  error: unknown;
  /** The name of the busy row of placeholders. */
  loadingLabel: string;
  /** How many placeholders show while loading, and how one looks. */
  placeholderCount: number;
  renderPlaceholder: () => ReactNode;
  emptyText: string;
  /** The name of the carousel. */
  carouselLabel: string;
  /** The section element, e.g. to learn when it comes near the screen. */
  sectionRef?: Ref<HTMLElement>;
}

/** A home-page section of cards: its heading, then placeholders, the failure, an empty note or the carousel. */
export function CarouselSection<Item>({
  id,
  overline,
  title,
  items,
  error,
  loadingLabel,
  placeholderCount,
  renderPlaceholder,
  emptyText,
  carouselLabel,
  sectionRef,
  ...carousel
}: CarouselSectionProps<Item>) {
  // The carousel renders as a deferred update, in slices the browser can interrupt rather than one long task;
  // the placeholders stay until it is ready.
  const shown = useDeferredValue(items);
  return (
    <section ref={sectionRef} aria-labelledby={id}>
      <SectionHeading id={id} overline={overline} title={title} />
      {!shown && !error && (
        <Stack
          direction="row"
          spacing={2.5}
          sx={{ overflow: 'hidden' }}
          role="status"
          aria-label={loadingLabel}
          aria-busy="true"
        >
          {Array.from({ length: placeholderCount }, (_, index) => (
            <Fragment key={index}>{renderPlaceholder()}</Fragment>
          ))}
        </Stack>
      )}
      {Boolean(error) && <Alert severity="error">{errorMessage(error)}</Alert>}
      {shown && shown.length === 0 && <Typography color="textSecondary">{emptyText}</Typography>}
      {shown && shown.length > 0 && <Carousel label={carouselLabel} items={shown} {...carousel} />}
    </section>
  );
}
