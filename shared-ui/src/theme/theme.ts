// Design tokens. Every text colour here passes WCAG AA (4.5:1) on `surface` and `page`.
export const theme = {
  colors: {
    primary: '#5E50A1',
    primaryDark: '#463B80',
    primarySoft: '#EEEBF8',
    accent: '#FBB017',
    accentDark: '#E29D0B',
    // Text on the yellow accent must be dark: white on #FBB017 is only 1.9:1.
    onAccent: '#1F2A36',
    onPrimary: '#FFFFFF',
    page: '#F6F7F8',
    surface: '#FFFFFF',
    text: '#1F2A36',
    textMuted: '#5B6470',
    border: '#C9CDD3',
    divider: '#E2E5E9',
    danger: '#B3261E',
    dangerSoft: '#FDECEA',
    success: '#1E7B3A',
    successSoft: '#E7F5EC',
    info: '#3E3484',
    infoSoft: '#EEEBF8',
    focus: '#5E50A1',
    overlay: 'rgba(31, 42, 54, 0.55)',
  },
  radius: '8px',
  radiusSm: '4px',
  radiusPill: '999px',
  shadow: '0 1px 20px rgba(197, 197, 197, 0.25)',
  shadowRaised: '0 8px 32px rgba(31, 42, 54, 0.18)',
  // 'Open Sans Fallback' is a local Arial sized to Open Sans (see federation/build/self-hosted-fonts.ts),
  // so text keeps its place while the web font loads.
  font: "'Open Sans', 'Open Sans Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  space: { xxs: '4px', xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  focusRing: '0 0 0 3px rgba(94, 80, 161, 0.45)',
  zIndex: { header: 100, overlay: 1000, toast: 1100 },
} as const;

export type AppTheme = typeof theme;

// Types every styled component's `props.theme`. Declared here (not in a stray .d.ts) so
// each app that imports shared-ui gets the augmentation in its own type check.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
