import type { ShortlistStage } from './api/get-shortlist';

/** The pipeline, in the order a recruiter moves a talent through it. */
export const STAGES: readonly ShortlistStage[] = [
  'saved',
  'contacted',
  'interviewing',
  'offered',
  'hired',
  'not_a_fit',
];

const LABEL_KEYS: Record<ShortlistStage, string> = {
  saved: 'employer.shortlist.stage.saved',
  contacted: 'employer.shortlist.stage.contacted',
  interviewing: 'employer.shortlist.stage.interviewing',
  offered: 'employer.shortlist.stage.offered',
  hired: 'employer.shortlist.stage.hired',
  not_a_fit: 'employer.shortlist.stage.notAFit',
};

export function stageLabel(stage: ShortlistStage, t: (id: string) => string): string {
  return t(LABEL_KEYS[stage]);
}

/** A stage named in the URL (`?stage=`), or the first one. */
export function stageFromParam(value: string | null): ShortlistStage {
  return STAGES.find((stage) => stage === value) ?? 'saved';
}

/** The API's limit on a note (api/src/schemas/shortlist.ts, SHORTLIST_NOTE_MAX). */
export const NOTE_MAX = 1000;
