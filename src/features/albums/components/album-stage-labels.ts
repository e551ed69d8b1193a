import type { StatusLabel, Tone } from '@/content/status-labels';
import type { AlbumStage } from '@/lib/api/api-types';
import { ALBUM_STAGE_LABELS } from '@/lib/rules/albums';

/** An album's stage: waiting grey, choosing yellow, editing blue, ready green, ended red. */
const tones: Record<AlbumStage, Tone> = {
  waiting: 'default',
  selecting: 'warning',
  editing: 'info',
  ready: 'success',
  expired: 'error',
};

export const albumStageLabels = Object.fromEntries(
  Object.entries(ALBUM_STAGE_LABELS).map(([stage, label]) => [stage, { label, tone: tones[stage as AlbumStage] }]),
) as Record<AlbumStage, StatusLabel>;
