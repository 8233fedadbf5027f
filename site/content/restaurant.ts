// The restaurant's own details, shown in the header, footer and structured data.
// Fictional but plausible; the content issue moves them into Sanity's site settings.
export const restaurant = {
  name: 'Karnaphuli',
  tagline: 'Fine dining by the river',
  city: 'Chattogram',
  address: {
    street: '14 Strand Road, Sadarghat',
    locality: 'Chattogram',
    postalCode: '4000',
    country: 'Bangladesh',
  },
  phone: '+880 1713-550142',
  email: 'table@karnaphuli.com.bd',
  openingHours: [
    { days: 'Mon – Thu', hours: '11:00 AM – 10:00 PM' },
    { days: 'Fri – Sun', hours: '11:00 AM – 11:00 PM' },
  ],
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/karnaphuli.ctg' },
    { name: 'Instagram', href: 'https://www.instagram.com/karnaphuli.ctg' },
    { name: 'YouTube', href: 'https://www.youtube.com/@karnaphuli.ctg' },
  ],
} as const;

export type SocialNetwork = (typeof restaurant.social)[number]['name'];

/** The links of the header and drawer (SPEC §2, "Header and drawer"). */
export const primaryNav = [
  { href: '/menu', label: 'Menu' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/reservations', label: 'Reservations' },
  { href: '/orders', label: 'Orders' },
] as const;
