import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnTo } from './return-to';

const origin = 'https://medprep.example';

describe('safeReturnTo', () => {
  it.each([
    ['/dashboard/profile?tab=profile', '/dashboard/profile?tab=profile'],
    ['/s/abc#q3', '/s/abc#q3'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value, origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['dashboard'],
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/login?returnTo=/dashboard'],
    ['/new-auth'],
  ])('refuses %s', (value) => {
    expect(safeReturnTo(value, origin)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers the whole location', () => {
    expect(loginPathFor({ pathname: '/dashboard/x', search: '?a=1', hash: '#h' })).toBe('/login?returnTo=%2Fdashboard%2Fx%3Fa%3D1%23h');
  });
});
