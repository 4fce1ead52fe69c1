// The company list's 'skill' category: companies in fields where a talent's skills are used.
//
// Companies list no skills, only a free-text field ("Software House", "Agritech", "Media &
// Kreatif") and a description, mostly in Indonesian. So each skill belongs to one or more
// families (web, mobile, data, ...), and each family names the words a company in that line
// of work uses for itself. A company matches when its field or description contains a word
// of a family the talent's skills belong to, or names one of the skills outright
// ("... membangun tim React"). The more of the talent's families and skills a company
// matches, the higher it ranks.
import { SKILL_ALIASES } from '../search/terms/skill-aliases.js';
import { knownSkill } from '../search/terms/normalize-skill.js';

interface Family {
  skills: readonly string[];
  /** Lower-case words (whole-word matched) that companies in this line of work use. */
  words: readonly string[];
}

const SOFTWARE_WORDS = ['software', 'software house', 'teknologi', 'technology', 'tech', 'it'];

export const SKILL_FAMILIES: Readonly<Record<string, Family>> = {
  web: {
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Next.js',
      'Vue',
      'Nuxt',
      'Angular',
      'Svelte',
      'Node.js',
      'Express',
      'NestJS',
      'PHP',
      'Laravel',
      'CodeIgniter',
      'Ruby on Rails',
      'HTML',
      'CSS',
      'Sass',
      'Tailwind CSS',
      'Bootstrap',
      'Redux',
      'jQuery',
      'Webpack',
      'GraphQL',
      'REST API',
      'Django',
      'Flask',
      'FastAPI',
      'Spring Boot',
      '.NET',
    ],
    words: [
      ...SOFTWARE_WORDS,
      'web',
      'website',
      'e-commerce',
      'ecommerce',
      'platform',
      'digital',
      'saas',
      'internet',
    ],
  },
  mobile: {
    skills: [
      'React Native',
      'Flutter',
      'Dart',
      'Kotlin',
      'Swift',
      'Objective-C',
      'Android',
      'iOS',
      'Firebase',
    ],
    words: [...SOFTWARE_WORDS, 'mobile', 'aplikasi', 'app', 'apps', 'platform', 'digital'],
  },
  backend: {
    skills: [
      'Go',
      'Java',
      'Python',
      'C#',
      'C++',
      'C',
      'Rust',
      'Ruby',
      'PostgreSQL',
      'MySQL',
      'MariaDB',
      'MongoDB',
      'Redis',
      'SQLite',
      'SQL Server',
      'Elasticsearch',
      'Kafka',
      'RabbitMQ',
    ],
    words: [
      ...SOFTWARE_WORDS,
      'platform',
      'fintech',
      'financial technology',
      'pembayaran',
      'digital',
    ],
  },
  data: {
    skills: [
      'Python',
      'SQL',
      'Data Analysis',
      'Pandas',
      'Power BI',
      'Tableau',
      'Microsoft Excel',
      'Machine Learning',
      'Deep Learning',
      'TensorFlow',
      'PyTorch',
    ],
    words: [
      'data',
      'analytics',
      'analitik',
      'ai',
      'artificial intelligence',
      'fintech',
      'financial technology',
      'perbankan',
      'bank',
      'keuangan',
      'asuransi',
    ],
  },
  cloud: {
    skills: [
      'Docker',
      'Kubernetes',
      'AWS',
      'Google Cloud',
      'Azure',
      'Terraform',
      'Linux',
      'CI/CD',
      'Jenkins',
      'Nginx',
      'Git',
    ],
    words: [
      ...SOFTWARE_WORDS,
      'cloud',
      'cloud computing',
      'infrastruktur',
      'infrastructure',
      'hosting',
      'data center',
    ],
  },
  quality: {
    skills: ['Jest', 'Cypress', 'Selenium', 'Playwright'],
    words: [...SOFTWARE_WORDS, 'platform', 'aplikasi'],
  },
  design: {
    skills: ['Figma', 'UI/UX Design', 'Adobe Photoshop', 'Adobe Illustrator'],
    words: [
      'desain',
      'design',
      'kreatif',
      'creative',
      'media',
      'agensi',
      'agency',
      'studio',
      'aplikasi',
      'digital',
    ],
  },
  marketing: {
    skills: ['Digital Marketing', 'SEO', 'Copywriting', 'Google Analytics'],
    words: [
      'marketing',
      'pemasaran',
      'media',
      'kreatif',
      'creative',
      'agensi',
      'agency',
      'e-commerce',
      'retail',
      'kampanye',
    ],
  },
  games: {
    skills: ['Unity', 'C#', 'C++'],
    words: ['game', 'games', 'gaming', 'hiburan', 'entertainment'],
  },
  management: {
    skills: ['Scrum', 'Agile', 'Project Management'],
    words: [...SOFTWARE_WORDS, 'konsultan', 'consulting'],
  },
  blockchain: {
    skills: ['Solidity'],
    words: ['blockchain', 'crypto', 'kripto', 'web3', 'fintech'],
  },
};

/** Spellings shorter than this are too ambiguous to look for in prose ("TS", "ML", "PG"). */
const MIN_ALIAS_LENGTH = 3;

/**
 * The whole words (lower case) whose presence in a company's field, name or description makes
 * it a match for these skills: every family word of the skills' families, plus the skills'
 * own names and their unambiguous aliases. Unknown skills are looked for by their own name.
 */
export function companyTermsForSkills(skillNames: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const raw of skillNames) {
    const canonical = knownSkill(raw) ?? raw.trim();
    // A one-letter name ("C", "R") would match stray letters in prose; its family still counts.
    if (canonical.length >= 2) terms.add(canonical.toLowerCase());
    for (const alias of SKILL_ALIASES[canonical] ?? []) {
      if (alias.length >= MIN_ALIAS_LENGTH) terms.add(alias.toLowerCase());
    }
    for (const family of Object.values(SKILL_FAMILIES)) {
      if (family.skills.includes(canonical)) family.words.forEach((word) => terms.add(word));
    }
  }
  return [...terms].sort();
}

/** A POSIX regex (PostgreSQL `~`) matching the term as a whole word, special characters literal. */
export function wholeWordPattern(term: string): string {
  const literal = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(^|[^[:alnum:]])${literal}($|[^[:alnum:]])`;
}
