// Reasons illustration (our own): a stack of talent cards, each checked.
import { useT } from '@peworld/shared-ui/core';
export function ReasonsArt() {
  const t = useT();
  const rows = [0, 1, 2];
  return (
    <svg viewBox="0 0 440 380" role="img" aria-label={t('shell.landing.reasonsArt')}>
      <rect x="20" y="20" width="400" height="340" rx="32" fill="#EDEBF7" />
      <circle cx="396" cy="48" r="44" fill="#FBB017" opacity="0.85" />
      {rows.map((row) => (
        <g key={row} transform={`translate(${56 + row * 12} ${64 + row * 96})`}>
          <rect width="304" height="76" rx="12" fill="#fff" />
          <circle cx="40" cy="38" r="20" fill={row === 1 ? '#FBB017' : '#5E50A1'} opacity="0.9" />
          <rect x="76" y="24" width="120" height="10" rx="5" fill="#1F2A36" />
          <rect x="76" y="44" width="88" height="8" rx="4" fill="#9EA0A5" />
          <circle cx="268" cy="38" r="14" fill="#5E50A1" />
          <path
            d="M261 38l5 5 9-10"
            stroke="#fff"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
    </svg>
  );
}
