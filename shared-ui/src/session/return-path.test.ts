import {
  forgetReturnPath,
  readReturnPath,
  rememberCurrentPage,
  rememberReturnPath,
  safeReturnPath,
} from './return-path';

const KEY = 'peworld:return-path';

afterEach(() => window.sessionStorage.clear());

describe('the page to return to after login', () => {
  it('keeps a page of this site with its query and hash, for this tab', () => {
    rememberReturnPath('/chat/7?x=1#end');
    expect(readReturnPath()).toBe('/chat/7?x=1#end');
    expect(window.sessionStorage.getItem(KEY)).toBe('/chat/7?x=1#end');
  });

  it('is gone once forgotten', () => {
    rememberReturnPath('/home/profile-portofolio/3');
    forgetReturnPath();
    expect(readReturnPath()).toBeNull();
  });

  it.each([
    ['an absolute URL', 'https://evil.example/chat/7'],
    ['a protocol-relative URL', '//evil.example/chat/7'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'chat/7'],
    ['a control character', '/chat/7\n//evil.example'],
    ['the landing page', '/'],
  ])('refuses %s', (_, target) => {
    rememberReturnPath(target);
    expect(readReturnPath()).toBeNull();
    expect(safeReturnPath(target)).toBeNull();
  });

  it('ignores a stored value it did not write (tampered storage)', () => {
    window.sessionStorage.setItem(KEY, '//evil.example');
    expect(readReturnPath()).toBeNull();
    window.sessionStorage.setItem(KEY, 'https://evil.example');
    expect(readReturnPath()).toBeNull();
  });

  it('resolves dot segments, and refuses those that resolve to another host', () => {
    expect(safeReturnPath('/a/../chat/7')).toBe('/chat/7');
    expect(safeReturnPath('/..//evil.example')).toBeNull();
  });

  it('remembers the page on screen when the server forgot the login', () => {
    window.history.pushState(null, '', '/chat/9?draft=1');
    rememberCurrentPage();
    expect(readReturnPath()).toBe('/chat/9?draft=1');
    window.history.pushState(null, '', '/');
  });
});
