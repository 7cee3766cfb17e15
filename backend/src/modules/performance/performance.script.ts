/**
 * Adds to one performance hash and recomputes its derived fields, atomically, in Redis. Used both
 * by live answers (adding one attempt) and by the rebuild (adding a whole history at once), so
 * both produce byte-for-byte the same hashes. One key per call keeps it valid on a cluster.
 *
 * KEYS[1]  the hash
 * KEYS[2]  optional: a set of attempted question ids (same slot), for percent complete
 * ARGV     da, dqc, dtt, option field to count ('' for none), total for pcom ('' for none),
 *          then members to add to KEYS[2]
 * Percentages are integer basis points printed with 2 decimals: no float rounding differs between runs.
 */
export const RECORD_PERFORMANCE_LUA = `
local a = redis.call('HINCRBY', KEYS[1], 'a', ARGV[1])
local qc = redis.call('HINCRBY', KEYS[1], 'qc', ARGV[2])
local tt = redis.call('HINCRBY', KEYS[1], 'tt', ARGV[3])
if ARGV[4] ~= '' then redis.call('HINCRBY', KEYS[1], ARGV[4], ARGV[1]) end
local function pct(part, whole)
  if whole <= 0 then return '0.00' end
  local bp = math.floor((part * 10000 + math.floor(whole / 2)) / whole)
  if bp > 10000 then bp = 10000 end
  return string.format('%d.%02d', math.floor(bp / 100), bp % 100)
end
redis.call('HSET', KEYS[1], 'pcor', pct(qc, a), 'aqt', math.floor(tt / math.max(a, 1)))
if ARGV[5] ~= '' then
  local done = a
  if KEYS[2] then
    for i = 6, #ARGV do redis.call('SADD', KEYS[2], ARGV[i]) end
    done = redis.call('SCARD', KEYS[2])
  end
  redis.call('HSET', KEYS[1], 'pcom', pct(done, tonumber(ARGV[5])))
end
return redis.call('HGETALL', KEYS[1])
`;
