// The page the digest's unsubscribe link answers: it must show without a login (the link is
// opened from a mail client), so the API answers it itself, in the reader's language, linking
// back into the product.
import type { Language } from '../../../lib/request-language.js';

const WORDS = {
  id: {
    title: 'Berhenti berlangganan — Peworld',
    heading: 'Anda berhenti berlangganan ringkasan harian',
    text: 'Email ringkasan pencarian tersimpan tidak akan dikirim lagi. Pemberitahuan di lonceng tetap aktif.',
    back: 'Kelola pencarian tersimpan',
  },
  en: {
    title: 'Unsubscribed — Peworld',
    heading: 'You are unsubscribed from the daily digest',
    text: 'Saved search digest emails will not be sent any more. Alerts in the bell stay on.',
    back: 'Manage saved searches',
  },
} as const;

/** In the request's language; Indonesian (the product's primary language) when none. */
export function unsubscribedPage(asked: Language | null): string {
  const language = asked ?? 'id';
  const words = WORDS[language];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${words.title}</title></head><body>` +
    `<main><p>Peworld</p><h1>${words.heading}</h1><p>${words.text}</p>` +
    `<p><a href="/home/saved-searches">${words.back}</a></p></main></body></html>`
  );
}
