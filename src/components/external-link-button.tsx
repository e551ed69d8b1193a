import Button, { type ButtonProps } from '@mui/material/Button';

export interface ExternalLinkButtonProps extends Pick<
  ButtonProps,
  'variant' | 'color' | 'size' | 'startIcon' | 'children' | 'sx'
> {
  /** Where it leads; unknown yet (the studio's settings not yet answered) while undefined. */
  href: string | undefined;
}

/** A button that opens an address outside the app in a new tab; disabled, and no link, while the address is unknown. */
export function ExternalLinkButton({ href, ...props }: ExternalLinkButtonProps) {
  return href ? <Button {...props} href={href} target="_blank" rel="noreferrer" /> : <Button {...props} disabled />;
}
