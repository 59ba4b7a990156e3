/** Raw colour scales. Components never use these directly: they use the semantic tokens. */
export const palette = {
  white: '#FFFFFF',
  gray: {
    50: '#F6F7F9',
    100: '#EEF1F4',
    200: '#DDE2E7',
    300: '#AEB8C2',
    500: '#66737F',
    600: '#56626D',
    700: '#2F3A45',
    900: '#151C23',
  },
  blue: {
    50: '#E6F1FB',
    100: '#CCE3F7',
    300: '#8DBDE8',
    500: '#1F6FB8',
    600: '#175C9C',
    700: '#0B4F8A',
    900: '#062B4D',
  },
  violet: {
    50: '#EFEAFB',
    100: '#DED3F6',
    300: '#B9A6EA',
    500: '#6B46C1',
    700: '#4B2A9A',
    900: '#2A1658',
  },
  green: {
    50: '#E5F4EA',
    100: '#C8E8D2',
    300: '#8CCBA2',
    500: '#2E8B57',
    700: '#1B6B3A',
    900: '#0D3A1F',
  },
  amber: {
    50: '#FFF3D6',
    100: '#FFE6AD',
    300: '#E8BE5C',
    500: '#B77900',
    700: '#7A4A00',
    900: '#3F2600',
  },
  red: {
    50: '#FDE8E8',
    100: '#FAD1D1',
    300: '#EFA3A3',
    500: '#C62828',
    700: '#A61B1B',
    900: '#5C0E0E',
  },
} as const;

/**
 * Raw scales of the display theme (lobby TVs and kiosks): a night-blue ground with light tints.
 * Apart from `palette` so an app without that theme does not carry them.
 */
export const displayPalette = {
  navy: {
    100: '#E3EAF2',
    200: '#C9D6E3',
    300: '#B4C3D3',
    400: '#8FA6BF',
    500: '#6F8BA8',
    600: '#4A6A8C',
    700: '#2E4D6E',
    750: '#1B3A5C',
    800: '#12365C',
    825: '#12304F',
    850: '#0E2D4D',
    900: '#0B2540',
    950: '#081C31',
  },
  sky: { 300: '#9CCBFF', 400: '#5B9BFF', 350: '#7FB2FF', 500: '#3D7CC0', 900: '#0F3A66' },
  lavender: { 300: '#CBBDFF', 400: '#A995FF', 500: '#7A68D1', 900: '#2B2A5E' },
  mint: { 300: '#7CE8B8', 400: '#3DDC97', 500: '#2FA57A', 900: '#0D3F36' },
  yellow: { 300: '#FFE07A', 400: '#FFD23F', 500: '#B8972B', 900: '#3D3514' },
  coral: {
    200: '#FFB3B3',
    300: '#FFA3A3',
    400: '#FF8A8A',
    450: '#FF6B6B',
    500: '#D0565E',
    900: '#4A1C27',
  },
} as const;
