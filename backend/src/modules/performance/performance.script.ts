/**
 * Adds to performance hashes and recomputes their derived fields, atomically, in Redis. Used both
 * by live answers (one attempt: one call per slot, for every hash of that slot) and by the rebuild
 * (a whole history per hash), so both produce byte-for-byte the same hashes. Every key of one call
 * shares a hash tag, which keeps it valid on a cluster.
 *
 * KEYS     the hashes, and the sets of attempted question ids (for percent complete)
 * ARGV[1]  the number of increments; then for each:
 *          hash index, set index (0 for none), da, dqc, dtt, option field to count ('' for none),
 *          total for pcom ('' for none), reply (1: return the hash), member count, members to add
 * Returns  the hashes asked for, in order (HGETALL lists).
 * Percentages are integer basis points printed with 2 decimals: no float rounding differs between runs.
 */
export const RECORD_PERFORMANCE_LUA = `
local function pct(part, whole)
  if whole <= 0 then return '0.00' end
  local bp = math.floor((part * 10000 + math.floor(whole / 2)) / whole)
  if bp > 10000 then bp = 10000 end
  return string.format('%d.%02d', math.floor(bp / 100), bp % 100)
end
local out = {}
local p = 2
for _ = 1, tonumber(ARGV[1]) do
  local hash = KEYS[tonumber(ARGV[p])]
  local setIndex = tonumber(ARGV[p + 1])
  local da, total, members = ARGV[p + 2], ARGV[p + 6], tonumber(ARGV[p + 8])
  local a = redis.call('HINCRBY', hash, 'a', da)
  local qc = redis.call('HINCRBY', hash, 'qc', ARGV[p + 3])
  local tt = redis.call('HINCRBY', hash, 'tt', ARGV[p + 4])
  if ARGV[p + 5] ~= '' then redis.call('HINCRBY', hash, ARGV[p + 5], da) end
  redis.call('HSET', hash, 'pcor', pct(qc, a), 'aqt', math.floor(tt / math.max(a, 1)))
  if total ~= '' then
    local done = a
    if setIndex > 0 then
      for i = p + 9, p + 8 + members do redis.call('SADD', KEYS[setIndex], ARGV[i]) end
      done = redis.call('SCARD', KEYS[setIndex])
    end
    redis.call('HSET', hash, 'pcom', pct(done, tonumber(total)))
  end
  if ARGV[p + 7] == '1' then out[#out + 1] = redis.call('HGETALL', hash) end
  p = p + 9 + members
end
return out
`;

/**
 * Reads the same fields of several hashes of one slot in one call (a user's exam records for the
 * dashboard), as one string: each hash's values joined by ',' (a missing one empty), the hashes
 * joined by ';'. One string rather than a list of lists: the client decodes one reply instead of
 * eighteen hashes of twelve strings each, which was a twentieth of a dashboard read's CPU.
 * KEYS the hashes, all sharing one hash tag; ARGV the fields. The values are numbers (see above).
 */
export const READ_FIELDS_LUA = `
local out = {}
for i, key in ipairs(KEYS) do
  local values = redis.call('HMGET', key, unpack(ARGV))
  for k = 1, #values do if not values[k] then values[k] = '' end end
  out[i] = table.concat(values, ',')
end
return table.concat(out, ';')
`;
