/** The studio's public facts: shown in the footer and on the contact page. */
export const studioInfo = {
  name: 'Studio Senja',
  address: 'Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224',
  phone: '+62 812-3456-7890',
  whatsappUrl: 'https://wa.me/6281234567890',
  email: 'halo@studiosenja.id',
  openingHours: [
    { days: 'Senin – Jumat', hours: '10.00 – 20.00 WIB' },
    { days: 'Sabtu – Minggu', hours: '09.00 – 21.00 WIB' },
  ],
  socials: [
    { network: 'Instagram', handle: '@studiosenja.id', url: 'https://instagram.com/studiosenja.id' },
    { network: 'TikTok', handle: '@studiosenja', url: 'https://www.tiktok.com/@studiosenja' },
    { network: 'Facebook', handle: 'Studio Senja Jogja', url: 'https://facebook.com/studiosenjajogja' },
  ],
} as const;
