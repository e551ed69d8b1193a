import { styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, type CustomContentProps } from 'notistack';
import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import { palette, radii } from '../theme/tokens';
import { TOAST_WIDTH_PX } from './toast-placement';

/** A sideways drag of at least this many pixels dismisses a notice. */
const SWIPE_DISMISS_PX = 20;

const StyledContent = styled(MaterialDesignContent)({
  width: TOAST_WIDTH_PX,
  maxWidth: 'calc(100vw - 32px)',
  borderRadius: radii.small,
  fontWeight: 500,
  touchAction: 'pan-y',
  '&.notistack-MuiContent-success': { backgroundColor: palette.success },
  '&.notistack-MuiContent-error': { backgroundColor: palette.danger },
  '&.notistack-MuiContent-info': { backgroundColor: palette.plum },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning },
});

/** A notice in the studio's colours that can be swiped away sideways. */
export const SwipeableSnackbar = forwardRef<HTMLDivElement, CustomContentProps>(function SwipeableSnackbar(props, ref) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = () => {
    if (Math.abs(offset) >= SWIPE_DISMISS_PX) closeSnackbar(props.id);
    start.current = null;
    setOffset(0);
  };

  return (
    <div
      ref={ref}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6) }}
    >
      <StyledContent {...props} />
    </div>
  );
});
