// Where the API's own CPU goes, from a V8 CPU profile (node --cpu-prof; READS_CPU_PROF in
// bench/company-reads.ts): each sample's time goes to the part of the first frame, from the leaf
// up, that is a package's or our code's (Node's own and generated frames are skipped), so a
// node:buffer call made by the pg parser counts as the pg driver's and a socket write made by
// Fastify's reply as Fastify's. Only samples with no such frame are Node's (HTTP parsing, event
// loop) or the start's (module loading). Idle time is left out: shares are of the busy time.
// Usage: npx tsx bench/cpu-profile-split.ts <file.cpuprofile>
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Parts named by the frames' files, most specific first. */
const PARTS: Array<[string, (url: string, fn: string) => boolean]> = [
  [
    'serialization (fast-json-stringify)',
    (u, f) =>
      u.includes('fast-json-stringify') || (f === 'serialize' && u.includes('fastify/lib/reply')),
  ],
  [
    'pg driver (statements out, rows parsed)',
    (u) =>
      /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-date|postgres-array|postgres-interval)\//.test(
        u,
      ) || u.includes('/src/db/'),
  ],
  [
    'rate limit',
    (u) =>
      u.includes('@fastify/rate-limit') ||
      u.includes('lib/minute-limit') ||
      u.includes('toad-cache'),
  ],
  ['session lookup', (u) => u.includes('session-manager') || u.includes('domains/accounts/')],
  ['security headers (helmet)', (u) => u.includes('/helmet/') || u.includes('external/helmet')],
  ['cookies', (u) => u.includes('@fastify/cookie') || u.includes('/cookie/')],
  ['validation (ajv)', (u) => u.includes('/ajv') || u.includes('fastify/lib/validation')],
  ['answer language', (u) => u.includes('reply-language') || u.includes('request-language')],
  ['routes, services, other app hooks', (u) => u.includes('/api/src/')],
  [
    'Fastify core (routing, hooks, reply)',
    (u) =>
      /node_modules\/(fastify|find-my-way|avvio|@fastify\/[^/]+|fast-querystring|light-my-request)\//.test(
        u,
      ),
  ],
];
const isCode = (url: string) => url.includes('/node_modules/') || url.includes('/api/src/');

export function profileSplit(
  profile: CpuProfile,
): Array<{ part: string; ms: number; share: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const partOf = new Map<number, string>();
  const classify = (leaf: number): string => {
    const known = partOf.get(leaf);
    if (known) return known;
    const name = byId.get(leaf)!.callFrame.functionName;
    let part =
      name === '(garbage collector)' ? 'garbage collection' : name === '(idle)' ? 'idle' : '';
    for (let id: number | undefined = leaf; !part && id !== undefined; id = parent.get(id)) {
      const { url, functionName } = byId.get(id)!.callFrame;
      if (url.includes('node:internal/modules')) part = 'start (module loading)';
      else if (isCode(url))
        part = PARTS.find(([, test]) => test(url, functionName))?.[0] ?? 'other packages';
    }
    part ||= 'Node (HTTP parsing, event loop, native)';
    partOf.set(leaf, part);
    return part;
  };
  const ms = new Map<string, number>();
  profile.samples.forEach((leaf, i) => {
    const part = classify(leaf);
    ms.set(part, (ms.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  ms.delete('idle');
  const busy = [...ms.values()].reduce((a, b) => a + b, 0);
  return [...ms]
    .map(([part, t]) => ({ part, ms: t, share: busy > 0 ? t / busy : 0 }))
    .sort((a, b) => b.ms - a.ms);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as CpuProfile;
  for (const row of profileSplit(profile))
    console.log(
      `${(100 * row.share).toFixed(1).padStart(5)} %  ${row.ms.toFixed(0).padStart(6)} ms  ${row.part}`,
    );
}
