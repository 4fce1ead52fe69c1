// A magnifying glass over an empty page: our own drawing for the 404 screen.
/** A symbol drawn in the art, the same in every language. */
const QUESTION_MARK = '?';

export function LostArt() {
  return (
    <svg width="168" height="128" viewBox="0 0 168 128" aria-hidden="true" focusable="false">
      <rect
        x="20"
        y="10"
        width="92"
        height="108"
        rx="8"
        fill="#F6F7F8"
        stroke="#E2E5ED"
        strokeWidth="2"
      />
      <rect x="34" y="30" width="52" height="8" rx="4" fill="#E2E5ED" />
      <rect x="34" y="48" width="64" height="6" rx="3" fill="#E2E5ED" />
      <rect x="34" y="62" width="44" height="6" rx="3" fill="#E2E5ED" />
      <circle cx="108" cy="74" r="28" fill="#fff" stroke="#5E50A1" strokeWidth="8" />
      <path d="M128 94l22 22" stroke="#5E50A1" strokeWidth="12" strokeLinecap="round" />
      <text
        x="108"
        y="84"
        textAnchor="middle"
        fontSize="28"
        fontWeight="700"
        fill="#FBB017"
        fontFamily="Open Sans, sans-serif"
      >
        {QUESTION_MARK}
      </text>
    </svg>
  );
}
