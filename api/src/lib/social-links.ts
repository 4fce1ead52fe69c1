// Social accounts as people type them: a handle (`@budi`, `budi`) or a link. Handles and links
// to the service itself are stored in one canonical form (`https://github.com/budi`), so
// the profile shows the same link whichever way it was typed. Other http(s) links are kept as
// typed; any other scheme (`javascript:`) is refused by the schema before this runs.
export type SocialKind = 'instagram' | 'github' | 'gitlab' | 'linkedin' | 'linkedin-company';

const BASE: Record<SocialKind, { hosts: RegExp; prefix: string; path: RegExp }> = {
  instagram: {
    hosts: /^(www\.)?instagram\.com$/i,
    prefix: 'https://instagram.com/',
    path: /^\/([A-Za-z0-9._]{1,30})\/?$/,
  },
  github: {
    hosts: /^(www\.)?github\.com$/i,
    prefix: 'https://github.com/',
    path: /^\/([A-Za-z0-9-]{1,39})\/?$/,
  },
  gitlab: {
    hosts: /^(www\.)?gitlab\.com$/i,
    prefix: 'https://gitlab.com/',
    path: /^\/([A-Za-z0-9._-]{1,255})\/?$/,
  },
  linkedin: {
    hosts: /^([a-z]{2,3}\.|www\.)?linkedin\.com$/i,
    prefix: 'https://www.linkedin.com/in/',
    path: /^\/in\/([A-Za-z0-9_%-]{1,100})\/?$/,
  },
  // A company's LinkedIn handle names its company page, not a person.
  'linkedin-company': {
    hosts: /^([a-z]{2,3}\.|www\.)?linkedin\.com$/i,
    prefix: 'https://www.linkedin.com/company/',
    path: /^\/company\/([A-Za-z0-9_%-]{1,100})\/?$/,
  },
};

/** A bare handle, with or without the @ (what the schema lets through besides links). */
export const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

/** The value to store: '' stays '' (clears), handles and service links become canonical. */
export function canonicalSocial(kind: SocialKind, value: string): string {
  const text = value.trim();
  if (text === '') return '';
  const base = BASE[kind];
  if (HANDLE.test(text)) return base.prefix + text.replace(/^@/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (base.hosts.test(url.hostname)) {
    const handle = base.path.exec(url.pathname)?.[1];
    if (handle && !url.search && !url.hash) return base.prefix + handle;
  }
  return text;
}
