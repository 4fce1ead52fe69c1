import sharp from 'sharp';

/** Drawn demo images: they go through the same image store as real uploads. */

const AVATAR_COLORS = [
  '#5E50A1',
  '#FBB017',
  '#0F766E',
  '#DC2626',
  '#1D4ED8',
  '#EA580C',
  '#7C3AED',
  '#15803D',
  '#BE185D',
  '#0369A1',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

function colorFor(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] as string;
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 400×400 square with the person's initials on a colour picked from their name. */
export function avatarImage(name: string): Promise<Buffer> {
  const bg = colorFor(name);
  const fg = bg === '#FBB017' ? '#1F2937' : '#FFFFFF';
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" fill="${bg}"/>
  <circle cx="330" cy="70" r="120" fill="#FFFFFF" fill-opacity="0.08"/>
  <text x="200" y="245" font-family="Open Sans, DejaVu Sans, sans-serif" font-size="150" font-weight="700"
    fill="${fg}" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
</svg>`);
}

/** A company logo: the initials of the company name on its two brand colours. */
export function logoImage(companyName: string, colors: readonly [string, string]): Promise<Buffer> {
  const name = companyName.replace(/^(PT|CV)\s+/, '');
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <clipPath id="r"><rect width="400" height="400" rx="48"/></clipPath>
  <g clip-path="url(#r)">
    <rect width="400" height="400" fill="${colors[0]}"/>
    <path d="M0 300 Q200 220 400 300 L400 400 L0 400 Z" fill="${colors[1]}" fill-opacity="0.55"/>
  </g>
  <text x="200" y="235" font-family="Open Sans, DejaVu Sans, sans-serif" font-size="130" font-weight="700"
    fill="#FFFFFF" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
</svg>`);
}

/**
 * An 800×500 "screenshot" of an app: browser frame, sidebar, cards, the project and screen name.
 * Drawn on a 1200×750 canvas and scaled down: smaller files, faster to encode on first start.
 */
export function portfolioImage(project: string, screen: string): Promise<Buffer> {
  const accent = colorFor(project);
  const cards = [0, 1, 2]
    .map(
      (
        i,
      ) => `<rect x="${330 + i * 280}" y="250" width="250" height="150" rx="12" fill="#FFFFFF" stroke="#E5E7EB"/>
  <rect x="${350 + i * 280}" y="275" width="${90 + i * 30}" height="14" rx="7" fill="${accent}" fill-opacity="0.8"/>
  <rect x="${350 + i * 280}" y="310" width="190" height="10" rx="5" fill="#D1D5DB"/>
  <rect x="${350 + i * 280}" y="335" width="150" height="10" rx="5" fill="#E5E7EB"/>`,
    )
    .join('\n  ');
  const bars = [120, 180, 90, 210, 160, 240, 130]
    .map(
      (h, i) =>
        `<rect x="${360 + i * 110}" y="${690 - h}" width="60" height="${h}" rx="6" fill="${accent}" fill-opacity="${0.4 + i * 0.08}"/>`,
    )
    .join('\n  ');
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 1200 750">
  <rect width="1200" height="750" fill="#F6F7F8"/>
  <rect width="1200" height="56" fill="#E5E7EB"/>
  <circle cx="30" cy="28" r="9" fill="#EF4444"/><circle cx="58" cy="28" r="9" fill="#F59E0B"/><circle cx="86" cy="28" r="9" fill="#22C55E"/>
  <rect x="130" y="14" width="700" height="28" rx="14" fill="#FFFFFF"/>
  <rect x="0" y="56" width="290" height="694" fill="${accent}"/>
  <text x="30" y="120" font-family="Open Sans, DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#FFFFFF">${escapeXml(project.slice(0, 17))}</text>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="30" y="${170 + i * 50}" width="${170 - i * 12}" height="14" rx="7" fill="#FFFFFF" fill-opacity="0.6"/>`).join('')}
  <text x="330" y="140" font-family="Open Sans, DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="#1F2937">${escapeXml(screen)}</text>
  <text x="330" y="190" font-family="Open Sans, DejaVu Sans, sans-serif" font-size="22" fill="#6B7280">${escapeXml(project)}</text>
  ${cards}
  <rect x="330" y="430" width="830" height="290" rx="12" fill="#FFFFFF" stroke="#E5E7EB"/>
  ${bars}
</svg>`);
}
