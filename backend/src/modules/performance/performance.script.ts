/**
 * Adds to performance hashes and recomputes their derived fields, atomically, in Redis. Used both
 * by live answers (one attempt: one call for all its hashes on a single server, one call per slot
 * on a cluster) and by the rebuild (a whole history per hash), so both produce byte-for-byte the
 * same hashes. On a cluster every key of one call shares a hash tag, which keeps it valid there.
 *
 * KEYS     the hashes, and the sets of attempted question ids (for percent complete)
 * ARGV[1]  the increments, ';' between them, each one's fields joined by ',': hash index, set index
 *          (0 for none), da, dqc, dtt, total for pcom ('' for none), reply (1: return the hash),
 *          member count, then any number of further field/amount pairs to add (a question's peer
 *          figures: 'B,1,sc,1'). One string rather than many arguments an increment: the client's
 *          cost of a call grows with its number of arguments, and a live answer has seven
 *          increments. Field names never hold ',' or ';'.
 * ARGV[2…] the members to add to the sets, increment after increment
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
local m = 2
for spec in string.gmatch(ARGV[1], '[^;]+') do
  local f = {}
  for value in string.gmatch(spec .. ',', '([^,]*),') do f[#f + 1] = value end
  local hash = KEYS[tonumber(f[1])]
  local setIndex = tonumber(f[2])
  local total, members = f[6], tonumber(f[8])
  local a = redis.call('HINCRBY', hash, 'a', f[3])
  local qc = redis.call('HINCRBY', hash, 'qc', f[4])
  local tt = redis.call('HINCRBY', hash, 'tt', f[5])
  for j = 9, #f - 1, 2 do redis.call('HINCRBY', hash, f[j], f[j + 1]) end
  redis.call('HSET', hash, 'pcor', pct(qc, a), 'aqt', math.floor(tt / math.max(a, 1)))
  if total ~= '' then
    local done = a
    if setIndex > 0 then
      for i = m, m + members - 1 do redis.call('SADD', KEYS[setIndex], ARGV[i]) end
      done = redis.call('SCARD', KEYS[setIndex])
    end
    redis.call('HSET', hash, 'pcom', pct(done, tonumber(total)))
  end
  if f[7] == '1' then out[#out + 1] = redis.call('HGETALL', hash) end
  m = m + members
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
