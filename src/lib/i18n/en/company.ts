// The footer's company block (CompanyInfo.astro), once an admin configured the shop's identity
// (Shop details). Its own area, apart from the shell's words that the header's islands carry.
export const company = {
  label: 'About the seller',
  registration: 'Business registration number {number}, issued on {date} by {place}',
  taxCode: 'Tax code: {code}',
  address: 'Address: {address}',
  hotline: 'Hotline',
  email: 'Email',
  hours: 'Support hours: {hours}',
  zalo: 'Zalo',
  moitNotice: 'Notified to the Ministry of Industry and Trade',
} as const;
