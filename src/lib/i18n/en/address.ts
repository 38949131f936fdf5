// English: the address pickers (checkout, registration, profile) and the notice of an address
// written with the units before the 2025 reform. Vietnamese beside it: ../vi/address.ts.
export const address = {
  provincesList: 'Provinces and cities',
  wardsList: 'Wards, communes and special zones',
  loading: 'Loading the list…',
  loadFailed: 'The list could not be loaded. You can still type the name.',
  chooseProvinceFirst: 'Choose the State/Province first to see its wards and communes.',
  noMatch: 'No match. Check the spelling, or type the name as you write it.',
  resultOne: '1 result. Use the up and down arrows, then Enter to choose.',
  resultMany: '{count} results. Use the up and down arrows, then Enter to choose.',
  chosen: '{name} chosen.',
  kinds: {
    city: 'City',
    province: 'Province',
    ward: 'Ward',
    commune: 'Commune',
    'special-zone': 'Special zone',
  },
  oldUnits: {
    notice: 'Your address uses the administrative units before July 2025. We suggest: {suggestion}',
    chooseWard: 'then choose your ward or commune',
    confirm: 'Confirm',
    edit: 'Edit',
  },
};
