/**
 * Job titles with the skills people in that job list, weighted by how often they do.
 * Demo and bulk seeds draw from these so skill popularity and co-occurrence look real
 * (React with TypeScript, Flutter with Dart, ...). Skill names are canonical (see src/skills).
 */
export interface TalentRole {
  titles: readonly string[];
  /** How common the role is among talent. */
  weight: number;
  skills: Readonly<Record<string, number>>;
}

export const TALENT_ROLES: readonly TalentRole[] = [
  {
    titles: ['Frontend Developer', 'Frontend Engineer', 'React Developer', 'Web Developer'],
    weight: 18,
    skills: {
      JavaScript: 10, React: 9, TypeScript: 7, HTML: 6, CSS: 6, 'Next.js': 4, 'Tailwind CSS': 4,
      Redux: 3, Vue: 3, Sass: 2, Git: 3, Figma: 1, Jest: 1, Webpack: 1, Angular: 1, Nuxt: 1,
    },
  },
  {
    titles: ['Backend Developer', 'Backend Engineer', 'Software Engineer', 'API Developer'],
    weight: 16,
    skills: {
      'Node.js': 8, Go: 5, PostgreSQL: 7, Express: 5, 'REST API': 5, Docker: 5, Redis: 4, MySQL: 4,
      TypeScript: 4, JavaScript: 4, Java: 3, 'Spring Boot': 2, NestJS: 3, MongoDB: 3, GraphQL: 2,
      Kafka: 1, RabbitMQ: 1, Python: 2, Git: 3,
    },
  },
  {
    titles: ['Fullstack Developer', 'Fullstack Engineer', 'Software Developer'],
    weight: 14,
    skills: {
      JavaScript: 9, React: 7, 'Node.js': 7, TypeScript: 5, PostgreSQL: 4, MySQL: 4, Express: 4,
      Laravel: 3, PHP: 3, Docker: 3, 'Next.js': 3, Vue: 2, MongoDB: 3, Git: 4, HTML: 3, CSS: 3,
    },
  },
  {
    titles: ['Mobile Developer', 'Flutter Developer', 'Android Developer', 'iOS Developer'],
    weight: 10,
    skills: {
      Flutter: 7, Dart: 6, Kotlin: 5, Android: 5, Swift: 3, iOS: 3, 'React Native': 3, Firebase: 5,
      Java: 3, 'REST API': 2, Git: 2, 'Objective-C': 1,
    },
  },
  {
    titles: ['PHP Developer', 'Laravel Developer', 'Web Programmer'],
    weight: 8,
    skills: {
      PHP: 9, Laravel: 8, MySQL: 7, CodeIgniter: 4, JavaScript: 4, jQuery: 3, Bootstrap: 3, HTML: 3,
      CSS: 3, Vue: 2, 'REST API': 2, Git: 2,
    },
  },
  {
    titles: ['Data Analyst', 'Business Intelligence Analyst', 'Data Engineer'],
    weight: 8,
    skills: {
      SQL: 9, Python: 7, 'Microsoft Excel': 6, 'Power BI': 4, Tableau: 3, Pandas: 4, 'Data Analysis': 5,
      PostgreSQL: 2, 'Google Cloud': 1, Kafka: 1,
    },
  },
  {
    titles: ['Data Scientist', 'Machine Learning Engineer', 'AI Engineer'],
    weight: 5,
    skills: {
      Python: 10, 'Machine Learning': 8, TensorFlow: 5, PyTorch: 4, Pandas: 6, SQL: 4,
      'Deep Learning': 4, 'Data Analysis': 2, FastAPI: 1, Docker: 1,
    },
  },
  {
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer'],
    weight: 5,
    skills: {
      Docker: 9, Kubernetes: 7, Linux: 7, AWS: 6, 'CI/CD': 6, Terraform: 4, 'Google Cloud': 3,
      Nginx: 3, Jenkins: 3, Azure: 2, Go: 2, Python: 2, Git: 3,
    },
  },
  {
    titles: ['UI/UX Designer', 'Product Designer', 'UI Designer'],
    weight: 7,
    skills: {
      Figma: 10, 'UI/UX Design': 9, 'Adobe Photoshop': 4, 'Adobe Illustrator': 4, HTML: 2, CSS: 2,
      Webflow: 1,
    },
  },
  {
    titles: ['QA Engineer', 'Software Tester', 'QA Automation Engineer'],
    weight: 4,
    skills: { Selenium: 6, Cypress: 5, Jest: 3, Playwright: 3, JavaScript: 4, Python: 3, Java: 2, SQL: 2, Agile: 2 },
  },
  {
    titles: ['Python Developer', 'Django Developer'],
    weight: 3,
    skills: { Python: 10, Django: 7, Flask: 4, FastAPI: 4, PostgreSQL: 5, Docker: 3, Redis: 2, Celery: 1 },
  },
  {
    titles: ['Game Developer', 'Unity Developer'],
    weight: 1,
    skills: { Unity: 9, 'C#': 9, Blender: 3, 'C++': 3, Git: 2 },
  },
  {
    titles: ['Digital Marketing Specialist', 'SEO Specialist', 'Content Strategist'],
    weight: 1,
    skills: { 'Digital Marketing': 9, SEO: 8, Copywriting: 6, 'Microsoft Excel': 3, 'Google Analytics': 4 },
  },
];
