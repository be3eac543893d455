/**
 * @module
 * The Lua scripts the Redis store runs. Each runs atomically on the Redis server, so N replicas that
 * send them concurrently still enforce one limit per key. Key names are built by the caller and passed in
 * KEYS wherever the caller knows them; the authentication script derives the record's key names from the
 * prefix lookup, which ties the store to one Redis primary (not Redis Cluster).
 */

/**
 * The limit rule of `decideUsage` (windows.ts), one request at a time:
 * minute limit first, then month; count in both windows (and the day) only when allowed.
 * A key never counted before (its record has no `lastUsedAtMs`) first starts with its account's usage, the rule
 * of `seedUsage`: the other keys' counts in this minute and month, less what each started with (the record's
 * `seed*` fields), each capped at the limit; a consuming call adds that to its counters and records it.
 * KEYS: minute counter, month counter, per-day hash, key record.
 * ARGV: perMinute (-1 = none), perMonth (-1 = none), minute TTL s, month TTL s, day field, nowMs, consume (1/0),
 * the store's key-name prefix, minute window start (unix s), month (YYYY-MM), key id.
 * Returns {reason (0 allowed, 1 minute, 2 month), minuteUsedBefore, monthUsedBefore}.
 */
export const CONSUME_LUA = `
local m = tonumber(redis.call('GET', KEYS[1]) or '0')
local mo = tonumber(redis.call('GET', KEYS[2]) or '0')
local pm = tonumber(ARGV[1])
local pmo = tonumber(ARGV[2])
if redis.call('HEXISTS', KEYS[4], 'lastUsedAtMs') == 0 and redis.call('EXISTS', KEYS[4]) == 1 then
  local p, win, period = ARGV[8], ARGV[9], ARGV[10]
  local account = redis.call('HGET', KEYS[4], 'account')
  local sm, smo = 0, 0
  for _, id in ipairs(redis.call('SMEMBERS', p .. 'account:' .. account .. ':keys')) do
    if id ~= ARGV[11] then
      local f = redis.call('HMGET', p .. 'key:{' .. id .. '}', 'seedMinuteWin', 'seedMinute', 'seedPeriod', 'seedMonth')
      local om = tonumber(redis.call('GET', p .. 'usage:{' .. id .. '}:m:' .. win) or '0')
      local omo = tonumber(redis.call('GET', p .. 'usage:{' .. id .. '}:mo:' .. period) or '0')
      if f[1] == win then om = om - tonumber(f[2]) end
      if f[3] == period then omo = omo - tonumber(f[4]) end
      if om > 0 then sm = sm + om end
      if omo > 0 then smo = smo + omo end
    end
  end
  if pm >= 0 and sm > pm then sm = pm end
  if pmo >= 0 and smo > pmo then smo = pmo end
  m = m + sm
  mo = mo + smo
  if ARGV[7] == '1' then
    redis.call('HSET', KEYS[4], 'seedMinuteWin', win, 'seedMinute', sm, 'seedPeriod', period, 'seedMonth', smo)
    if sm > 0 then
      redis.call('INCRBY', KEYS[1], sm)
      redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
    end
    if smo > 0 then
      redis.call('INCRBY', KEYS[2], smo)
      redis.call('EXPIRE', KEYS[2], tonumber(ARGV[4]))
    end
  end
end
local reason = 0
if pm >= 0 and m >= pm then
  reason = 1
elseif pmo >= 0 and mo >= pmo then
  reason = 2
end
if ARGV[7] == '1' then
  if reason == 0 then
    redis.call('INCR', KEYS[1])
    redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
    redis.call('INCR', KEYS[2])
    redis.call('EXPIRE', KEYS[2], tonumber(ARGV[4]))
    redis.call('HINCRBY', KEYS[3], ARGV[5], 1)
    redis.call('EXPIRE', KEYS[3], tonumber(ARGV[4]))
  end
  if redis.call('EXISTS', KEYS[4]) == 1 then
    redis.call('HSET', KEYS[4], 'lastUsedAtMs', ARGV[6])
  end
end
return {reason, m, mo}
`;

/**
 * Looks a key up by its display prefix and returns its record and its account's current tier.
 * KEYS: the prefix string. ARGV: the store's key-name prefix (e.g. `kk:`).
 * Returns {} when unknown, else {tier, field1, value1, …}.
 */
export const AUTH_LUA = `
local id = redis.call('GET', KEYS[1])
if not id then return {} end
local rec = redis.call('HGETALL', ARGV[1] .. 'key:{' .. id .. '}')
if #rec == 0 then return {} end
local account = nil
for i = 1, #rec, 2 do
  if rec[i] == 'account' then account = rec[i + 1] end
end
local tier = redis.call('HGET', ARGV[1] .. 'account:' .. account, 'tier') or 'free'
local out = {tier}
for i = 1, #rec do out[#out + 1] = rec[i] end
return out
`;

/**
 * Creates a key unless the account already holds `max` active keys, or created `perDay` keys this UTC day
 * (checked and written atomically, so two replicas cannot both create a sixth). Creates the account (or sets
 * its tier) first, as the file store does.
 * KEYS: account hash, account active-key set, account all-key set, key record, prefix string, the account's
 * keys-created counter of this UTC day.
 * ARGV: account, requested tier ('' = keep / free), max active, id, name ('' = none), display prefix, hash, nowMs,
 * keys per day (-1 = exempt; the key still counts), the day counter's TTL s.
 * Returns the account's tier; errors `KEY_LIMIT_REACHED`, `KEY_CREATION_LIMIT` or `PREFIX_TAKEN`.
 */
export const CREATE_KEY_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  local t = ARGV[2]
  if t == '' then t = 'free' end
  redis.call('HSET', KEYS[1], 'name', ARGV[1], 'tier', t, 'createdAtMs', ARGV[8])
elseif ARGV[2] ~= '' then
  redis.call('HSET', KEYS[1], 'tier', ARGV[2])
end
if redis.call('SCARD', KEYS[2]) >= tonumber(ARGV[3]) then
  return redis.error_reply('KEY_LIMIT_REACHED')
end
if tonumber(ARGV[9]) >= 0 and tonumber(redis.call('GET', KEYS[6]) or '0') >= tonumber(ARGV[9]) then
  return redis.error_reply('KEY_CREATION_LIMIT')
end
if redis.call('EXISTS', KEYS[5]) == 1 then
  return redis.error_reply('PREFIX_TAKEN')
end
redis.call('SET', KEYS[5], ARGV[4])
local f = {'id', ARGV[4], 'account', ARGV[1], 'prefix', ARGV[6], 'hash', ARGV[7], 'createdAtMs', ARGV[8]}
if ARGV[5] ~= '' then
  f[#f + 1] = 'name'
  f[#f + 1] = ARGV[5]
end
redis.call('HSET', KEYS[4], unpack(f))
redis.call('SADD', KEYS[2], ARGV[4])
redis.call('SADD', KEYS[3], ARGV[4])
redis.call('INCR', KEYS[6])
redis.call('EXPIRE', KEYS[6], tonumber(ARGV[10]))
return redis.call('HGET', KEYS[1], 'tier')
`;

/**
 * Revokes a key (idempotent: the first revocation time stays).
 * KEYS: key record, the account's active-key set. ARGV: key id, nowMs. Returns 1 when the key exists.
 */
export const REVOKE_KEY_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if not redis.call('HGET', KEYS[1], 'revokedAtMs') then
  redis.call('HSET', KEYS[1], 'revokedAtMs', ARGV[2])
end
redis.call('SREM', KEYS[2], ARGV[1])
return 1
`;

/**
 * Creates a user unless the email is taken. KEYS: email string, user hash.
 * ARGV: id, email, password hash, nowMs. Errors `EMAIL_TAKEN`.
 */
export const CREATE_USER_LUA = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') == false then
  return redis.error_reply('EMAIL_TAKEN')
end
redis.call('HSET', KEYS[2], 'id', ARGV[1], 'email', ARGV[2], 'passwordHash', ARGV[3], 'createdAtMs', ARGV[4])
return 1
`;

/** Replaces an existing user's password hash. KEYS: user hash. ARGV: password hash. Returns 1, or 0 for no such user. */
export const SET_PASSWORD_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'passwordHash', ARGV[1])
return 1
`;

/**
 * A fixed-window attempt counter. KEYS: the bucket hash. ARGV: window start (unix s), limit, window length s.
 * Returns {allowed (1/0), count}.
 */
export const ATTEMPT_LUA = `
local start = redis.call('HGET', KEYS[1], 'start')
local count = 0
if start == ARGV[1] then count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0') end
if count >= tonumber(ARGV[2]) then return {0, count} end
count = count + 1
redis.call('HSET', KEYS[1], 'start', ARGV[1], 'count', count)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return {1, count}
`;

/**
 * One throttled attempt (GatewayStore.throttleAttempt). KEYS: the bucket hash. ARGV: nowMs, ttl ms, then the
 * delays in ms. Returns {allowed (1/0), count, waitMs}.
 */
export const THROTTLE_LUA = `
local now = tonumber(ARGV[1])
local h = redis.call('HMGET', KEYS[1], 'count', 'nextMs')
local count = tonumber(h[1] or '0')
local nextMs = tonumber(h[2] or '0')
if now < nextMs then return {0, count, nextMs - now} end
count = count + 1
local wait = tonumber(ARGV[2 + math.min(count, #ARGV - 2)] or '0')
redis.call('HSET', KEYS[1], 'count', count, 'nextMs', now + wait)
redis.call('PEXPIRE', KEYS[1], wait + tonumber(ARGV[2]))
return {1, count, wait}
`;
