// Which failures were the remote's code not loading (not a crash while it rendered): marked
// where the load fails, read when the failure is reported (that code is loaded only then).
const loadFailures = new WeakSet<object>();

export type FailurePhase = 'load' | 'render';

export function markLoadFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
}

export function phaseOf(error: unknown): FailurePhase {
  return typeof error === 'object' && error !== null && loadFailures.has(error) ? 'load' : 'render';
}
