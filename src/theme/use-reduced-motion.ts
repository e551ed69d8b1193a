import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the screens should move nothing now, for what MUI does not animate itself (toasts): the theme's motion
 * setting, which follows the device's "reduce motion" unless the theme reduces it always.
 */
export function useReducedMotion(): boolean {
  const { motion } = useTheme();
  const devicePrefers = useMediaQuery('(prefers-reduced-motion: reduce)');
  return motion.reducedMotion === 'always' || (motion.reducedMotion === 'system' && devicePrefers);
}
