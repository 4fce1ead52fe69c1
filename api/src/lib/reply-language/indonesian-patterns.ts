// The API's sentences that carry a value (a field's label, a limit, a wait) in Indonesian: each
// English shape with its Indonesian wording. `label` is translated through the label list,
// `sentence` through the whole translator (a summary wraps another message).

export interface SentencePattern {
  english: RegExp;
  indonesian: (parts: Record<string, string>) => string;
}

const ENUM = "(?<values>'[^']*'(?:, '[^']*')*(?: or '[^']*')?)";

export const INDONESIAN_PATTERNS: readonly SentencePattern[] = [
  // A banner summing up several field problems wraps the first one: tried before the rest.
  {
    english: /^(?<sentence>.+) \(and (?<n>\d+) more problems?\)$/,
    indonesian: (p) => `${p.sentence} (dan ${p.n} masalah lain)`,
  },
  // Validation messages (validation-messages.ts, input-rules.ts, schema errorMessage).
  { english: /^(?<label>.+) is required$/, indonesian: (p) => `${p.label} wajib diisi` },
  {
    english: /^(?<label>.+) must be at least (?<n>\d+) characters$/,
    indonesian: (p) => `${p.label} minimal ${p.n} karakter`,
  },
  {
    english: /^(?<label>.+) must be at most (?<n>\d+) characters$/,
    indonesian: (p) => `${p.label} maksimal ${p.n} karakter`,
  },
  {
    english: /^(?<label>.+) must be a valid email address$/,
    indonesian: (p) => `${p.label} harus berupa alamat email yang valid`,
  },
  {
    english: /^(?<label>.+) has an invalid format$/,
    indonesian: (p) => `Format ${p.label} tidak valid`,
  },
  {
    english: /^(?<label>.+) must be one of: (?<values>.*)$/,
    indonesian: (p) => `${p.label} harus salah satu dari: ${p.values}`,
  },
  {
    english: /^(?<label>.+) must be a number$/,
    indonesian: (p) => `${p.label} harus berupa angka`,
  },
  {
    english: /^(?<label>.+) must be at least (?<n>-?[\d.]+)$/,
    indonesian: (p) => `${p.label} minimal ${p.n}`,
  },
  {
    english: /^(?<label>.+) must be at most (?<n>-?[\d.]+)$/,
    indonesian: (p) => `${p.label} maksimal ${p.n}`,
  },
  {
    english: /^(?<label>.+) needs at least (?<n>\d+) items?$/,
    indonesian: (p) => `${p.label} membutuhkan minimal ${p.n} item`,
  },
  {
    english: /^(?<label>.+) takes at most (?<n>\d+) items$/,
    indonesian: (p) => `${p.label} menerima maksimal ${p.n} item`,
  },
  {
    english: /^(?<label>.+) must be a link starting with http:\/\/ or https:\/\/$/,
    indonesian: (p) => `${p.label} harus berupa tautan yang diawali http:// atau https://`,
  },
  {
    english:
      /^(?<label>.+) must be a handle like @name or a link starting with http:\/\/ or https:\/\/$/,
    indonesian: (p) =>
      `${p.label} harus berupa nama pengguna seperti @nama atau tautan yang diawali http:// atau https://`,
  },
  {
    english: /^(?<label>.+) must not be true or false$/,
    indonesian: (p) => `${p.label} tidak boleh bernilai true atau false`,
  },
  {
    english: /^(?<label>.+) must not contain a NUL character$/,
    indonesian: (p) => `${p.label} tidak boleh berisi karakter NUL`,
  },
  {
    english: /^(?<label>.+) must not contain malformed Unicode \(a broken character\)$/,
    indonesian: (p) => `${p.label} tidak boleh berisi Unicode yang rusak`,
  },
  {
    english: new RegExp(`^(?<label>.+) must be ${ENUM}$`),
    indonesian: (p) => `${p.label} harus ${p.values?.replace(/ or /g, ' atau ')}`,
  },
  {
    english: /^(?<label>.+) takes one image$/,
    indonesian: (p) => `${p.label} hanya menerima satu gambar`,
  },
  // Rules with a value.
  {
    english: /^(?<name>.+) is already in your skills$/,
    indonesian: (p) => `${p.name} sudah ada di skill Anda`,
  },
  {
    english: /^This hire request is already (?<status>\w+)$/,
    indonesian: (p) => `Tawaran kerja ini sudah ${HIRE_STATUS[p.status ?? ''] ?? p.status}`,
  },
  {
    english: /^Only the talent can (?<action>\w+) a hire request$/,
    indonesian: (p) =>
      `Hanya talenta yang dapat ${HIRE_ACTION[p.action ?? ''] ?? p.action} tawaran kerja`,
  },
  {
    english: /^The body has too many fields \(at most (?<n>\d+)\)$/,
    indonesian: (p) => `Isi permintaan punya terlalu banyak kolom (maksimal ${p.n})`,
  },
  // Waits (rate limits, throttles): "Please try again in 30 seconds." and their lead-ins.
  {
    english: /^Too many requests\. Please try again in (?<wait>.+)\.$/,
    indonesian: (p) => `Terlalu banyak permintaan. Silakan coba lagi dalam ${wait(p.wait)}.`,
  },
  {
    english: /^Too many wrong passwords\. Please try again in (?<wait>.+)\.$/,
    indonesian: (p) => `Terlalu banyak kata sandi salah. Silakan coba lagi dalam ${wait(p.wait)}.`,
  },
  {
    english: /^You are sending messages too fast\. Please try again in (?<wait>.+)\.$/,
    indonesian: (p) =>
      `Anda mengirim pesan terlalu cepat. Silakan coba lagi dalam ${wait(p.wait)}.`,
  },
  {
    english: /^You are changing your profile too fast\. Please try again in (?<wait>.+)\.$/,
    indonesian: (p) =>
      `Anda mengubah profil terlalu cepat. Silakan coba lagi dalam ${wait(p.wait)}.`,
  },
];

const HIRE_STATUS: Record<string, string> = {
  pending: 'menunggu',
  accepted: 'diterima',
  declined: 'ditolak',
  withdrawn: 'ditarik',
  expired: 'kedaluwarsa',
};

const HIRE_ACTION: Record<string, string> = {
  accept: 'menerima',
  decline: 'menolak',
};

/** "30 seconds", "1 second", "2 minutes" → "30 detik", "1 detik", "2 menit". */
function wait(text = ''): string {
  return text.replace(/\bseconds?\b/, 'detik').replace(/\bminutes?\b/, 'menit');
}
