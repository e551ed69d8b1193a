import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useCallback } from 'react';
import { offerDemoDock, type DemoDockPlace } from '@/lib/demo-slot';

export interface DemoDockProps {
  place: DemoDockPlace;
  /** How the place sits in its frame once it holds something; empty, it takes no room. */
  sx?: SxProps<Theme>;
}

const Place = styled('div')({ '&:empty': { display: 'none' } });

/**
 * A place in a layout's frame for the demo panel's control or its network status (lib/demo-slot.ts). Empty
 * (no demo panel, as in a real-API build or before the emulated backend runs), it takes no room.
 */
export function DemoDock({ place, sx }: DemoDockProps) {
  const offer = useCallback(
    (element: HTMLDivElement | null) => (element ? offerDemoDock(place, element) : undefined),
    [place],
  );
  return <Place ref={offer} sx={sx} />;
}
