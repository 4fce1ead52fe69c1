// What each ops command does to one remote's pointer, as a pure function of the row read: the
// store applies the answer with a compare-and-set on the row's revision (pointer-store.ts).
import type { RemoteTarget } from './targets.js';

export interface PointerFields {
  /** null = the default (REMOTE_<FOLDER>_URL, else the local build). */
  stable: RemoteTarget | null;
  previousStable: RemoteTarget | null;
  canary: RemoteTarget | null;
  canaryPercent: number;
}

export interface PointerRow extends PointerFields {
  remote: string;
  revision: number;
  updatedAt: string | null;
  updatedBy: string;
}

export type PointerAction = 'use' | 'canary' | 'promote' | 'rollback' | 'reset';

export type PointerCommand =
  | { action: 'use'; target: RemoteTarget }
  | { action: 'canary'; target: RemoteTarget; percent: number }
  | { action: 'promote' }
  | { action: 'rollback' }
  | { action: 'reset' };

export interface CommandOutcome {
  next: PointerFields;
  /** For the history: what visitors got before and get now. */
  from: RemoteTarget | null;
  to: RemoteTarget | null;
  canaryPercent: number | null;
  /** false: the pointer already says this (no write, no history line). */
  changed: boolean;
}

/** A command that makes no sense for the pointer as it is (409 over HTTP). */
export class CommandRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandRefused';
  }
}

export const EMPTY_POINTER: PointerFields = {
  stable: null,
  previousStable: null,
  canary: null,
  canaryPercent: 0,
};

function same(a: PointerFields, b: PointerFields): boolean {
  return (
    a.stable === b.stable &&
    a.previousStable === b.previousStable &&
    a.canary === b.canary &&
    a.canaryPercent === b.canaryPercent
  );
}

/**
 * `fallback` is what a remote without a stable pointer serves (its REMOTE_<FOLDER>_URL or local
 * build, as a target), so `rollback` after the first `use` returns to it.
 */
export function applyCommand(
  current: PointerFields,
  command: PointerCommand,
  fallback: RemoteTarget | null,
): CommandOutcome {
  const servedStable = current.stable ?? fallback;
  const outcome = (next: PointerFields, from: RemoteTarget | null, to: RemoteTarget | null) => ({
    next,
    from,
    to,
    canaryPercent: next.canary ? next.canaryPercent : null,
    changed: !same(current, next),
  });
  switch (command.action) {
    case 'use': {
      // Stable for everyone: a canary running meanwhile ends.
      if (current.stable === command.target && !current.canary)
        return outcome(current, servedStable, command.target);
      const next: PointerFields = {
        stable: command.target,
        previousStable: current.stable === command.target ? current.previousStable : servedStable,
        canary: null,
        canaryPercent: 0,
      };
      return outcome(next, servedStable, command.target);
    }
    case 'canary': {
      if (!Number.isInteger(command.percent) || command.percent < 1 || command.percent > 100)
        throw new CommandRefused('The canary share must be a whole percentage from 1 to 100');
      if (command.target === servedStable)
        throw new CommandRefused(`${command.target} is already the stable version`);
      const next: PointerFields = {
        ...current,
        canary: command.target,
        canaryPercent: command.percent,
      };
      return outcome(next, servedStable, command.target);
    }
    case 'promote': {
      if (!current.canary) throw new CommandRefused('There is no canary to promote');
      const next: PointerFields = {
        stable: current.canary,
        previousStable: servedStable,
        canary: null,
        canaryPercent: 0,
      };
      return outcome(next, servedStable, current.canary);
    }
    case 'rollback': {
      if (current.previousStable && current.previousStable !== servedStable) {
        // Back one step; the version rolled back from is not offered as the next rollback.
        const next: PointerFields = {
          stable: current.previousStable,
          previousStable: null,
          canary: null,
          canaryPercent: 0,
        };
        return outcome(next, servedStable, current.previousStable);
      }
      if (current.canary) {
        // Nothing earlier to return to: dropping the canary is the rollback.
        return outcome(
          { ...current, canary: null, canaryPercent: 0 },
          current.canary,
          servedStable,
        );
      }
      throw new CommandRefused('There is no previous stable version or canary to roll back');
    }
    case 'reset': {
      const next: PointerFields = {
        stable: null,
        previousStable: current.stable ? servedStable : current.previousStable,
        canary: null,
        canaryPercent: 0,
      };
      return outcome(next, servedStable, fallback);
    }
  }
}
