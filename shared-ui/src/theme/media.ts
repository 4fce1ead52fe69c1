// Breakpoints: the spec has a mobile and a desktop layout; tablet is a desktop sub-range.
export const media = {
  mobile: '@media (max-width: 767px)',
  tablet: '@media (min-width: 768px) and (max-width: 1023px)',
  desktop: '@media (min-width: 768px)',
} as const;
