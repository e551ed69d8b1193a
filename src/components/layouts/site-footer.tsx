import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { publicNavigation } from '@/content/public-navigation';
import { studioSocialLinks, studioWhatsAppUrl, type SocialLink } from '@/content/studio-contact';
import { studioInfo } from '@/content/studio-info';
import type { StudioContact } from '@/lib/api/api-types';
import { useStudioContact } from '@/lib/api/endpoints/settings';
import { palette } from '@/theme/tokens';
import { BrandLogo } from '../brand-logo';

const socialIcons: Record<SocialLink['network'], ReactNode> = {
  Instagram: <InstagramIcon fontSize="small" />,
  TikTok: <MusicNoteIcon fontSize="small" />,
  Facebook: <FacebookIcon fontSize="small" />,
};

const footerLink = { color: 'rgba(255,255,255,0.82)', '&:hover': { color: '#fff' } } as const;

/** A line of the footer whose fact is not known yet: its height, on the plum background. */
const pendingLine = <Skeleton width="70%" sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />;

/** How to reach the studio, from its settings; lines of the same height while they are asked for. */
function FooterContacts({ contact }: { contact: StudioContact | undefined }) {
  if (!contact) {
    return (
      <>
        {[1, 2, 3, 4].map((line) => (
          <li key={line}>{pendingLine}</li>
        ))}
      </>
    );
  }
  const whatsappUrl = studioWhatsAppUrl(contact);
  return (
    <>
      <li>
        <Link
          href={whatsappUrl}
          target="_blank"
          rel="noreferrer"
          sx={{ ...footerLink, display: 'inline-flex', gap: 1, whiteSpace: 'nowrap' }}
        >
          <WhatsAppIcon fontSize="small" />
          {contact.whatsapp}
        </Link>
      </li>
      {studioSocialLinks(contact).map((social) => (
        <li key={social.network}>
          <Link
            href={social.url}
            target="_blank"
            rel="noreferrer"
            aria-label={`${social.network} ${social.handle}`}
            sx={{ ...footerLink, display: 'inline-flex', gap: 1, overflowWrap: 'anywhere' }}
          >
            {socialIcons[social.network]}
            {social.handle}
          </Link>
        </li>
      ))}
    </>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" component="h2" sx={{ color: palette.golden }}>
      {children}
    </Typography>
  );
}

/** Memoized: it depends on nothing the header's session changes, so it is not drawn again with it. */
export const SiteFooter = memo(function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const contact = useStudioContact();
  return (
    <Box component="footer" sx={{ bgcolor: palette.plum, color: '#fff', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, pb: { xs: 6, md: 8 } }}>
        {/*
          A CSS grid rather than MUI's Grid, whose breakpoint engine the shell would otherwise download for
          the footer alone: one column on a phone, the address above Menu and Kontak from sm, three from md.
        */}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: '5fr 3fr 4fr' },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Stack spacing={2}>
              <BrandLogo inverted />
              <Stack direction="row" spacing={1} sx={{ color: 'rgba(255,255,255,0.82)' }}>
                <PlaceIcon fontSize="small" sx={{ mt: 0.25 }} />
                <Typography component="address" sx={{ fontStyle: 'normal', flexGrow: 1 }}>
                  {contact ? contact.address : pendingLine}
                </Typography>
              </Stack>
            </Stack>
          </Box>
          {/* Side by side from sm: on a phone the unbroken phone number needs the whole width (320 px and up). */}
          <div>
            <FooterHeading>Menu</FooterHeading>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {publicNavigation.map((entry) => (
                <li key={entry.to}>
                  <Link component={RouterLink} to={entry.to} sx={footerLink}>
                    {entry.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </div>
          <div>
            <FooterHeading>Kontak</FooterHeading>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              <FooterContacts contact={contact} />
            </Stack>
          </div>
        </Box>
        {/* Prerendered at build time: in a later year the browser's year replaces the build's, as expected. */}
        <Typography
          suppressHydrationWarning
          variant="body2"
          sx={{ mt: 6, pt: 3, borderTop: '1px solid rgba(255,255,255,0.14)', color: 'rgba(255,255,255,0.64)' }}
        >
          © {year} {studioInfo.name}. Hak cipta dilindungi undang-undang.
        </Typography>
      </Container>
    </Box>
  );
});
