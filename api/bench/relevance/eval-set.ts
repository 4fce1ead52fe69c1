/**
 * Graded evaluation set of talent searches, as recruiters type them (names, job titles,
 * related spellings, cities, skills, aliases, typos). Each query grades every talent
 * 0 (not relevant) .. 3 (exactly who was sought); `npm run eval:search -w api` runs the
 * queries against the bulk seed plus the fixture talents below and reports nDCG@10.
 *
 * Grades are rules over a talent's visible fields, written by hand from what a recruiter
 * typing the query would want to see, not from what the search happens to return.
 */

export interface JudgedTalent {
  full_name: string;
  job_desk: string | null;
  domicile: string | null;
  skills: string[];
}

export interface EvalQuery {
  search: string;
  kind: 'name' | 'title' | 'related' | 'city' | 'skill' | 'alias' | 'typo' | 'mixed';
  grade: (t: JudgedTalent) => number;
}

/** Talents the bulk seed has none of (Java engineers, Spring, names that nearly collide). */
export const FIXTURE_TALENTS: ReadonlyArray<JudgedTalent & { employment_type: string }> = [
  fx('Ari Wibowo', 'Frontend Developer', 'Jakarta Selatan', ['React', 'TypeScript']),
  fx('Ari Pratama', 'Backend Developer', 'Bandung', ['Go', 'PostgreSQL']),
  fx('Hari Wibowo', 'Backend Developer', 'Jakarta Selatan', ['Node.js', 'PostgreSQL']),
  fx('Hari Santoso', 'Frontend Developer', 'Bandung', ['Vue', 'JavaScript']),
  fx('Bahari Wibowo', 'Data Analyst', 'Surabaya', ['SQL', 'Python']),
  fx('Rizky Ramadhan', 'Mobile Developer', 'Medan', ['Flutter', 'Dart', 'Firebase']),
  fx('Java Ramadhani', 'QA Engineer', 'Depok', ['Selenium', 'Jest']),
  fx('Yohanes Kristanto', 'Java Developer', 'Jakarta Barat', ['Java', 'Spring Boot', 'MySQL']),
  fx('Lukas Hartono', 'Java Backend Engineer', 'Bandung', ['Java', 'Spring MVC', 'Oracle']),
  fx('Stefanus Gunadi', 'Senior Java Engineer', 'Surabaya', ['Java', 'Spring Cloud', 'Kafka']),
  fx('Maria Tanoto', 'Backend Engineer', 'Yogyakarta', ['Java', 'Hibernate', 'PostgreSQL']),
  fx('Kevin Susilo', 'JavaScript Developer', 'Jakarta Selatan', ['JavaScript', 'Node.js']),
  fx('Citra Handayani', 'Front-end Engineer', 'Bekasi', ['React', 'Redux']),
  fx('Dodi Kurnia', 'Front End Developer', 'Depok', ['Angular', 'TypeScript']),
  fx('Yusuf Maulana', 'Laravel Developer', 'Jogja', ['Laravel 8', 'PHP', 'MySQL']),
  fx('Eka Saputri', 'PHP Developer', 'Yogya', ['Laravel', 'CodeIgniter']),
  fx('Wahyu Solihin', 'Fullstack Developer', 'Solo', ['Vue', 'Laravel']),
  fx('Tri Handoko', 'DBA', 'Surakarta', ['PostgreSQL', 'MySQL']),
  fx('Siska Amelia', 'Data Engineer', 'Jakarta Timur', ['Postgres', 'Airflow', 'Python']),
  fx('Gita Permatasari', 'Fintech Backend Engineer', 'Jakarta Selatan', ['Go', 'Kafka']),
];

function fx(
  full_name: string,
  job_desk: string,
  domicile: string,
  skills: string[],
): JudgedTalent & { employment_type: string } {
  return { full_name, job_desk, domicile, skills, employment_type: 'full time' };
}

const words = (text: string | null): string[] =>
  (text ?? '')
    .toLowerCase()
    .split(/[^a-z0-9#+.]+/)
    .filter(Boolean);
const nameWords = (t: JudgedTalent) => words(t.full_name);
const titleText = (t: JudgedTalent) =>
  ` ${(t.job_desk ?? '')
    .toLowerCase()
    .replace(/front[\s-]?end/g, 'frontend')
    .replace(/back[\s-]?end/g, 'backend')} `;
const titleHas = (t: JudgedTalent, word: string) => titleText(t).includes(` ${word} `);
const skillSet = (t: JudgedTalent) => new Set(t.skills.map((s) => s.toLowerCase()));
const hasSkill = (t: JudgedTalent, ...names: string[]) =>
  names.some((n) => skillSet(t).has(n.toLowerCase()));
const hasSkillLike = (t: JudgedTalent, re: RegExp) => t.skills.some((s) => re.test(s));
const city = (t: JudgedTalent) => (t.domicile ?? '').toLowerCase();
const inYogyakarta = (t: JudgedTalent) => /^(yogyakarta|jogja|yogya|jogjakarta)$/.test(city(t));
const inSurakarta = (t: JudgedTalent) => /^(surakarta|solo)$/.test(city(t));

/** Two-part queries: both parts = 3, one part = 1. */
const both = (a: boolean, b: boolean) => (a && b ? 3 : a || b ? 1 : 0);

export const EVAL_QUERIES: readonly EvalQuery[] = [
  // Names: whole words and full names first; close spellings still found.
  {
    search: 'ari wibowo',
    kind: 'name',
    grade: (t) =>
      t.full_name === 'Ari Wibowo'
        ? 3
        : nameWords(t).includes('ari') || nameWords(t).includes('wibowo')
          ? 1
          : 0,
  },
  { search: 'ari', kind: 'name', grade: (t) => (nameWords(t).includes('ari') ? 2 : 0) },
  {
    search: 'hari wibowo',
    kind: 'name',
    grade: (t) =>
      t.full_name === 'Hari Wibowo'
        ? 3
        : nameWords(t).includes('hari') || nameWords(t).includes('wibowo')
          ? 1
          : 0,
  },
  {
    search: 'rizki ramadan',
    kind: 'name',
    grade: (t) =>
      both(
        nameWords(t).some((w) => w === 'rizky' || w === 'rizki'),
        nameWords(t).some((w) => w === 'ramadhan' || w === 'ramadan'),
      ),
  },
  {
    search: 'budi santoso',
    kind: 'name',
    grade: (t) => both(nameWords(t).includes('budi'), nameWords(t).includes('santoso')),
  },
  // Job titles: variants are one word; generic words weigh little; a skill in a title counts.
  {
    search: 'java developer',
    kind: 'title',
    grade: (t) =>
      hasSkill(t, 'java') && (titleHas(t, 'java') || titleHas(t, 'developer'))
        ? 3
        : hasSkill(t, 'java') || titleHas(t, 'java')
          ? 2
          : 0,
  },
  {
    search: 'front end developer',
    kind: 'title',
    grade: (t) => (titleHas(t, 'frontend') ? (titleHas(t, 'developer') ? 3 : 2) : 0),
  },
  { search: 'front-end', kind: 'title', grade: (t) => (titleHas(t, 'frontend') ? 2 : 0) },
  {
    search: 'flutter developer',
    kind: 'title',
    grade: (t) => (hasSkill(t, 'flutter') ? (titleHas(t, 'flutter') ? 3 : 2) : 0),
  },
  {
    search: 'devops engineer',
    kind: 'title',
    grade: (t) => (titleHas(t, 'devops') ? 3 : hasSkill(t, 'kubernetes', 'terraform') ? 1 : 0),
  },
  {
    search: 'data scientist',
    kind: 'title',
    grade: (t) => (titleHas(t, 'data') && titleHas(t, 'scientist') ? 3 : 0),
  },
  // Related spellings.
  { search: 'spring', kind: 'related', grade: (t) => (hasSkillLike(t, /^Spring\b/) ? 2 : 0) },
  {
    search: 'postgre',
    kind: 'related',
    grade: (t) => (hasSkill(t, 'postgresql', 'postgres') ? 2 : 0),
  },
  { search: 'laravel 8', kind: 'related', grade: (t) => (hasSkillLike(t, /^Laravel\b/) ? 2 : 0) },
  // Cities: local names; a misspelt city still counts next to a skill.
  { search: 'jogja', kind: 'city', grade: (t) => (inYogyakarta(t) ? 2 : 0) },
  { search: 'solo', kind: 'city', grade: (t) => (inSurakarta(t) ? 2 : 0) },
  {
    search: 'react jakrta',
    kind: 'mixed',
    grade: (t) => both(hasSkill(t, 'react'), city(t).startsWith('jakarta')),
  },
  {
    search: 'laravel jogja',
    kind: 'mixed',
    grade: (t) => both(hasSkillLike(t, /^Laravel\b/), inYogyakarta(t)),
  },
  {
    search: 'backend engineer surabaya',
    kind: 'mixed',
    grade: (t) =>
      titleHas(t, 'backend') && city(t) === 'surabaya'
        ? 3
        : titleHas(t, 'backend') || city(t) === 'surabaya'
          ? 1
          : 0,
  },
  // Skills, aliases and typos (today's strengths; must not regress).
  {
    search: 'react, node',
    kind: 'skill',
    grade: (t) => both(hasSkill(t, 'react'), hasSkill(t, 'node.js')),
  },
  {
    search: 'golang, docker, kubernetes',
    kind: 'skill',
    grade: (t) => {
      const n = [hasSkill(t, 'go'), hasSkill(t, 'docker'), hasSkill(t, 'kubernetes')].filter(
        Boolean,
      ).length;
      return n === 3 ? 3 : n === 2 ? 2 : n;
    },
  },
  {
    search: 'reactjs, typescript',
    kind: 'alias',
    grade: (t) => both(hasSkill(t, 'react'), hasSkill(t, 'typescript')),
  },
  { search: 'recat', kind: 'typo', grade: (t) => (hasSkill(t, 'react') ? 2 : 0) },
  { search: 'pyhton', kind: 'typo', grade: (t) => (hasSkill(t, 'python') ? 2 : 0) },
  {
    search: 'flutter medan',
    kind: 'mixed',
    grade: (t) => both(hasSkill(t, 'flutter'), city(t) === 'medan'),
  },
];
