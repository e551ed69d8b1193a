import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PublicPage } from '@/components/layouts/public-page';
import { studioSocialLinks, studioWhatsAppUrl } from '@/content/studio-contact';
import { studioInfo } from '@/content/studio-info';
import { useStudioContact } from '@/lib/api/endpoints/settings';
import { ExternalLinkButton } from '@/components/external-link-button';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          {icon}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A fact of the studio's settings, or a line of its height while they are asked for. */
function Fact({ children, width = '80%' }: { children: ReactNode; width?: string }) {
  return children ?? <Skeleton width={width} />;
}

export function ContactPage() {
  const { sessions } = studioInfo;
  const contact = useStudioContact();
  const whatsappUrl = contact && studioWhatsAppUrl(contact);
  return (
    <PublicPage
      title="Hubungi Kami"
      subtitle="Ada pertanyaan tentang paket, jadwal, atau kebutuhan khusus? Tim kami siap membantu."
      crumb="Hubungi"
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard icon={<PlaceIcon color="primary" />} title="Alamat Studio">
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              <Fact>{contact?.address}</Fact>
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 1, mb: 2 }}>
              5 menit dari Tugu Yogyakarta. Parkir tersedia untuk motor dan 4 mobil.
            </Typography>
            <ExternalLinkButton href={contact?.mapUrl} variant="outlined" startIcon={<PlaceIcon />}>
              Buka di Google Maps
            </ExternalLinkButton>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard icon={<WhatsAppIcon color="primary" />} title="WhatsApp">
            <Typography>
              <Fact width="60%">{contact?.whatsapp}</Fact>
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {contact ? (
                <>
                  Telepon: <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
                </>
              ) : (
                <Skeleton width="70%" />
              )}
            </Typography>
            <ExternalLinkButton href={whatsappUrl} variant="contained" startIcon={<WhatsAppIcon />}>
              Chat via WhatsApp
            </ExternalLinkButton>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard icon={<AccessTimeIcon color="primary" />} title="Jam Operasional">
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              {studioInfo.openingHours.map((entry) => (
                <Stack key={entry.days} direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography component="dt">{entry.days}</Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {entry.hours}
                  </Typography>
                </Stack>
              ))}
            </Stack>
            {contact?.openingNote && <Typography sx={{ mt: 1.5 }}>{contact.openingNote}</Typography>}
            <Typography color="textSecondary" sx={{ mt: 1.5 }}>
              Satu sesi foto {sessions.minutes} menit. Sesi pertama mulai pukul {sessions.first}, sesi terakhir pukul{' '}
              {sessions.last}.
            </Typography>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard icon={<EmailIcon color="primary" />} title="Email & Media Sosial">
            <Stack spacing={1}>
              {contact ? (
                <>
                  <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
                  {studioSocialLinks(contact).map((social) => (
                    <Link key={social.network} href={social.url} target="_blank" rel="noreferrer">
                      {social.network}: {social.handle}
                    </Link>
                  ))}
                </>
              ) : (
                [1, 2, 3, 4].map((line) => <Skeleton key={line} width="60%" />)
              )}
            </Stack>
          </InfoCard>
        </Grid>
      </Grid>
    </PublicPage>
  );
}
