/*
 * Our own illustration for the purple brand panel: two talent profile cards with skill
 * chips and a match badge, drawn in white tints so it sits on any purple shade.
 * Purely decorative, hence aria-hidden.
 */
export function BrandArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 440 360"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="360" cy="60" r="56" fill="#fff" fillOpacity="0.08" />
      <circle cx="60" cy="300" r="40" fill="#fff" fillOpacity="0.08" />
      <circle cx="400" cy="300" r="14" fill="#FBB017" fillOpacity="0.9" />
      <circle cx="40" cy="70" r="8" fill="#FBB017" fillOpacity="0.9" />

      {/* back card */}
      <rect x="150" y="40" width="230" height="150" rx="16" fill="#fff" fillOpacity="0.18" />
      <circle cx="190" cy="84" r="22" fill="#fff" fillOpacity="0.45" />
      <rect x="224" y="70" width="110" height="10" rx="5" fill="#fff" fillOpacity="0.6" />
      <rect x="224" y="90" width="76" height="8" rx="4" fill="#fff" fillOpacity="0.4" />
      <rect x="172" y="128" width="56" height="20" rx="10" fill="#fff" fillOpacity="0.35" />
      <rect x="236" y="128" width="70" height="20" rx="10" fill="#fff" fillOpacity="0.35" />

      {/* front card */}
      <rect x="60" y="130" width="260" height="170" rx="16" fill="#fff" />
      <circle cx="108" cy="182" r="28" fill="#FBB017" />
      <circle cx="108" cy="174" r="10" fill="#fff" />
      <path d="M90 200c3-11 10-16 18-16s15 5 18 16" fill="#fff" />
      <rect x="150" y="164" width="126" height="12" rx="6" fill="#5E50A1" />
      <rect x="150" y="186" width="90" height="9" rx="4.5" fill="#9EA0A5" fillOpacity="0.6" />
      <rect x="84" y="230" width="58" height="22" rx="11" fill="#FBB017" fillOpacity="0.25" />
      <rect x="150" y="230" width="72" height="22" rx="11" fill="#FBB017" fillOpacity="0.25" />
      <rect x="230" y="230" width="60" height="22" rx="11" fill="#FBB017" fillOpacity="0.25" />
      <rect x="84" y="264" width="120" height="9" rx="4.5" fill="#9EA0A5" fillOpacity="0.45" />

      {/* match badge */}
      <circle cx="316" cy="134" r="26" fill="#5E50A1" stroke="#fff" strokeWidth="4" />
      <path
        d="M304 134l8 8 16-16"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
