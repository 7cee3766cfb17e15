import { hashTag, RedisKeys } from './keys';
import { byHashTag } from './redis-client';

describe('hashTag', () => {
  it('should return the braced part Redis Cluster hashes, so one user\'s keys share a slot', () => {
    expect(hashTag(RedisKeys.userExamPerf('u1', 'e1'))).toBe('{u:u1}');
    expect(hashTag(RedisKeys.sessionTerm('u1', 's1', 'renal'))).toBe('{u:u1}');
    expect(hashTag(RedisKeys.examPeer('e1'))).toBe(hashTag(RedisKeys.examQuestionTotal('e1')));
  });

  it('should return the whole key when it has no tag, or an empty one (Redis then hashes the whole key)', () => {
    expect(hashTag('plain-key')).toBe('plain-key');
    expect(hashTag('a{}b')).toBe('a{}b');
    expect(hashTag('a{b')).toBe('a{b');
  });

  it('should take the first opening brace and the first closing brace after it', () => {
    expect(hashTag('x{a{b}c}')).toBe('{a{b}');
  });
});

describe('byHashTag', () => {
  it('should group keys of one slot together, in first-seen order', () => {
    const keys = [RedisKeys.userExamPerf('u1', 'e1'), RedisKeys.examPeer('e1'), RedisKeys.userQuestionPerf('u1', 'q1'), RedisKeys.examQuestionSet('e1')];
    expect(byHashTag(keys)).toEqual([
      [keys[0], keys[2]],
      [keys[1], keys[3]],
    ]);
  });
});
