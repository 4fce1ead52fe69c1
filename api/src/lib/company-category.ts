// Registration sends a free-text `field` ("Financial", "Software house", "Tech"); the company
// list filters on a category. A field naming a technology business is 'Tech', anything else
// 'NonTech'.
import type { CompanyCategory } from '../schemas/common.js';

const TECH_FIELDS = new Set([
  'tech', 'technology', 'technologies', 'software', 'software house', 'it', 'information technology', 'ict',
  'fintech', 'edtech', 'healthtech', 'agritech', 'proptech', 'insurtech', 'legaltech', 'saas', 'paas', 'internet',
  'e-commerce', 'ecommerce', 'marketplace', 'startup', 'telecommunication', 'telecommunications', 'telecom',
  'data', 'data science', 'big data', 'ai', 'artificial intelligence', 'machine learning', 'cybersecurity',
  'cyber security', 'cloud', 'cloud computing', 'web', 'web development', 'mobile', 'app development', 'gaming',
  'game', 'games', 'computer', 'computers', 'computing', 'electronics', 'hardware', 'digital', 'digital agency',
  'blockchain', 'crypto', 'devops', 'iot', 'robotics', 'semiconductor', 'semiconductors',
]);

/** Single words that make a multi-word field technological ("IT consulting", "Mobile games"). */
const TECH_WORDS = new Set([
  'tech', 'technology', 'technologies', 'software', 'it', 'ict', 'fintech', 'edtech', 'healthtech', 'saas',
  'internet', 'e-commerce', 'ecommerce', 'telecom', 'telecommunications', 'ai', 'cybersecurity', 'cloud', 'digital',
  'computer', 'computing', 'electronics', 'hardware', 'blockchain', 'devops', 'iot', 'robotics', 'semiconductor',
  'data', 'web', 'startup', 'gaming',
]);

export function deriveCategory(field: string): CompanyCategory {
  const normal = field.trim().toLowerCase().replace(/\s+/g, ' ');
  if (normal === 'nontech' || normal === 'non-tech' || normal === 'non tech') return 'NonTech';
  if (TECH_FIELDS.has(normal)) return 'Tech';
  const words = normal.split(/[\s,/&()]+/).filter(Boolean);
  return words.some((word) => TECH_WORDS.has(word)) ? 'Tech' : 'NonTech';
}
