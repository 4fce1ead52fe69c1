// Skills illustration (our own): a code editor window with a few coloured lines.
import { useT } from '@peworld/shared-ui/core';
/** A symbol drawn in the art, the same in every language. */
const CODE_SIGN = '</>';

export function SkillsArt() {
  const t = useT();
  const lines: [number, number, string][] = [
    [0, 120, '#FBB017'],
    [24, 180, '#fff'],
    [24, 140, '#B9B1E6'],
    [48, 96, '#fff'],
    [24, 160, '#FBB017'],
    [0, 60, '#B9B1E6'],
  ];
  return (
    <svg viewBox="0 0 440 360" role="img" aria-label={t('shell.landing.skillsArt')}>
      <rect x="52" y="8" width="380" height="320" rx="32" fill="#FBB017" opacity="0.25" />
      <rect x="8" y="40" width="380" height="300" rx="20" fill="#5E50A1" />
      <rect x="8" y="40" width="380" height="44" rx="20" fill="#4A3F85" />
      <circle cx="40" cy="62" r="7" fill="#FF6B6B" />
      <circle cx="62" cy="62" r="7" fill="#FBB017" />
      <circle cx="84" cy="62" r="7" fill="#2FAB73" />
      {lines.map(([indent, width, color], index) => (
        <rect
          key={index}
          x={44 + indent}
          y={112 + index * 30}
          width={width}
          height="10"
          rx="5"
          fill={color}
        />
      ))}
      <text
        x="300"
        y="300"
        fontSize="44"
        fontWeight="700"
        fill="#FBB017"
        fontFamily="Open Sans, monospace"
      >
        {CODE_SIGN}
      </text>
    </svg>
  );
}
