// Hero illustration (our own): a talent profile card floating on the brand colours.
import { useT } from '@peworld/shared-ui/core';
export function HeroArt() {
  const t = useT();
  return (
    <svg viewBox="0 0 480 420" role="img" aria-label={t('shell.landing.heroArt')}>
      <rect x="96" y="20" width="360" height="360" rx="32" fill="#FBB017" opacity="0.9" />
      <rect x="40" y="56" width="360" height="344" rx="32" fill="#5E50A1" />
      <circle cx="420" cy="392" r="18" fill="#5E50A1" opacity="0.25" />
      <circle cx="64" cy="36" r="10" fill="#FBB017" />
      <g transform="translate(88 112)">
        <rect width="264" height="236" rx="16" fill="#fff" />
        <circle cx="56" cy="58" r="32" fill="#EDEBF7" />
        <circle cx="56" cy="50" r="12" fill="#5E50A1" />
        <path d="M34 80a22 18 0 0 1 44 0z" fill="#5E50A1" />
        <rect x="104" y="38" width="120" height="12" rx="6" fill="#1F2A36" />
        <rect x="104" y="60" width="84" height="9" rx="4.5" fill="#9EA0A5" />
        <rect x="104" y="76" width="64" height="9" rx="4.5" fill="#C9CCD4" />
        <rect x="24" y="116" width="216" height="8" rx="4" fill="#E2E5ED" />
        <rect x="24" y="132" width="180" height="8" rx="4" fill="#E2E5ED" />
        <rect x="24" y="160" width="62" height="24" rx="6" fill="#FBB017" />
        <rect x="94" y="160" width="54" height="24" rx="6" fill="#FBB017" opacity="0.75" />
        <rect x="156" y="160" width="70" height="24" rx="6" fill="#FBB017" opacity="0.5" />
        <rect x="24" y="200" width="216" height="24" rx="6" fill="#5E50A1" />
        <rect x="104" y="209" width="56" height="6" rx="3" fill="#fff" />
      </g>
      <g transform="translate(330 70)">
        <rect width="116" height="52" rx="12" fill="#fff" />
        <circle cx="26" cy="26" r="14" fill="#2FAB73" />
        <path
          d="M19 26l5 5 9-10"
          stroke="#fff"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="48" y="18" width="52" height="7" rx="3.5" fill="#1F2A36" />
        <rect x="48" y="31" width="36" height="6" rx="3" fill="#9EA0A5" />
      </g>
    </svg>
  );
}
