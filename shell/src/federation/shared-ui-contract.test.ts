import { REMOTE_NEEDS_UPDATE } from '@peworld/shared-ui/core';
import { clearLoggedMismatches, satisfiesCaret, sharedUiMismatch } from './shared-ui-contract';

describe('satisfiesCaret', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.2.0', true],
    ['1.1.9', '^1.2.0', false],
    ['2.0.0', '^1.2.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
  ])('%s against %s → %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });

  it('leaves ranges of other forms to the ops validation', () => {
    expect(satisfiesCaret('1.0.0', '>=2 <3')).toBe(true);
  });
});

describe('sharedUiMismatch', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    clearLoggedMismatches();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('accepts a remote whose declared range the shell satisfies', () => {
    expect(sharedUiMismatch('talentApp', '1.1.0', '^1.0.0', '1.3.0')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('names remote, version and range in one log line, once per build', () => {
    const first = sharedUiMismatch('employerApp', '1.4.0', '^2.0.0', '1.3.0');
    const again = sharedUiMismatch('employerApp', '1.4.0', '^2.0.0', '1.3.0');
    expect(first?.name).toBe(REMOTE_NEEDS_UPDATE);
    expect(again?.name).toBe(REMOTE_NEEDS_UPDATE);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[federation] incompatible remote: employerApp 1.4.0 needs @peworld/shared-ui ^2.0.0, but this shell provides 1.3.0',
    );
  });

  it('has nothing to say about a remote whose manifest declared no range', () => {
    expect(sharedUiMismatch('authRemote', '1.0.0', undefined, '1.0.0')).toBeNull();
  });
});
