import type { ShortlistEntry } from '../features/shortlist/api/get-shortlist';

// Shortlist answers shaped like the API's, for page tests (used with mockApi).

export function shortlistEntry(overrides: Partial<ShortlistEntry> = {}): ShortlistEntry {
  return {
    id_user: 7,
    full_name: 'Louis Tomlinson',
    job_desk: 'Web developer',
    domicile: 'Jakarta',
    img_profile: null,
    stage: 'saved',
    note: '',
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    hire_status: null,
    conversation_id: null,
    email: null,
    phone: null,
    history: [
      {
        action: 'saved',
        from_stage: null,
        to_stage: 'saved',
        actor_name: 'Sari',
        created_at: '2026-11-20T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function shortlistAnswer(entries: ShortlistEntry[]) {
  return { body: { status: 200, message: 'Shortlist found', data: entries } };
}

export function entryAnswer(entry: ShortlistEntry, status = 200) {
  return { status, body: { status, message: 'Shortlist updated', data: entry } };
}
