// Two speech bubbles: our own drawing for the empty chat.
export function ChatArt() {
  return (
    <svg width="120" height="92" viewBox="0 0 120 92" aria-hidden="true" focusable="false">
      <path
        d="M8 12a10 10 0 0 1 10-10h56a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10H36L20 64V52h-2A10 10 0 0 1 8 42z"
        fill="#5E50A1"
      />
      <rect x="22" y="18" width="46" height="6" rx="3" fill="#fff" opacity="0.85" />
      <rect x="22" y="30" width="30" height="6" rx="3" fill="#fff" opacity="0.6" />
      <path
        d="M112 40a10 10 0 0 0-10-10H56a10 10 0 0 0-10 10v24a10 10 0 0 0 10 10h34l14 12V74a10 10 0 0 0 8-10z"
        fill="#FBB017"
      />
      <rect x="58" y="44" width="40" height="6" rx="3" fill="#fff" opacity="0.9" />
      <rect x="58" y="56" width="26" height="6" rx="3" fill="#fff" opacity="0.7" />
    </svg>
  );
}
