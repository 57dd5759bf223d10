import type { Migration } from './migrations'

/**
 * The services' schema, one version per change. Append new versions; never edit one that has
 * shipped, since databases that already applied it will not run it again. Times are ms since the
 * epoch in BIGINT (the stores compare them with the clock they are given, not the server's).
 */
export const schemaMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'auth',
    sql: `
      CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT UNIQUE, provider TEXT NOT NULL, subject TEXT,
        user_name TEXT, created_at BIGINT NOT NULL, UNIQUE (provider, subject));
      CREATE TABLE devices (user_id TEXT NOT NULL, device_id TEXT NOT NULL, added_at BIGINT NOT NULL,
        PRIMARY KEY (user_id, device_id));
      CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, device_id TEXT NOT NULL,
        auth_provider TEXT NOT NULL, created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, new_device BOOLEAN NOT NULL);
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      CREATE TABLE wallets (user_id TEXT PRIMARY KEY, address TEXT NOT NULL, auth_share TEXT NOT NULL, created_at BIGINT NOT NULL);
      CREATE TABLE recovery_shares (user_id TEXT PRIMARY KEY REFERENCES wallets (user_id), sealed_share TEXT NOT NULL);
      CREATE TABLE records (kind TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, expires_at BIGINT NOT NULL,
        PRIMARY KEY (kind, key));
      CREATE INDEX records_expires_at ON records (expires_at);
      CREATE TABLE code_throttle (email TEXT PRIMARY KEY, sent_at BIGINT NOT NULL);
      CREATE INDEX code_throttle_sent_at ON code_throttle (sent_at);
      CREATE TABLE counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at BIGINT NOT NULL);
      CREATE INDEX counters_reset_at ON counters (reset_at)
    `,
  },
  {
    version: 2,
    name: 'history index',
    sql: `
      CREATE TABLE history_chains (chain_id BIGINT PRIMARY KEY, last_block BIGINT NOT NULL, last_hash TEXT NOT NULL);
      CREATE TABLE history_txs (chain_id BIGINT NOT NULL, hash TEXT NOT NULL, block_number BIGINT NOT NULL,
        tx_index INTEGER NOT NULL, mined_at BIGINT NOT NULL, sender TEXT NOT NULL, recipient TEXT, nonce BIGINT NOT NULL,
        status TEXT NOT NULL, is_deploy BOOLEAN NOT NULL, PRIMARY KEY (chain_id, hash));
      CREATE TABLE history_transfers (chain_id BIGINT NOT NULL, hash TEXT NOT NULL, position INTEGER NOT NULL,
        kind TEXT NOT NULL, token TEXT, token_id TEXT, sender TEXT NOT NULL, recipient TEXT NOT NULL, amount TEXT NOT NULL,
        block_number BIGINT NOT NULL, tx_index INTEGER NOT NULL, PRIMARY KEY (chain_id, hash, position));
      CREATE INDEX history_transfers_nft ON history_transfers (chain_id, token, token_id) WHERE kind = 'erc721';
      CREATE TABLE history_tokens (chain_id BIGINT NOT NULL, address TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,
        symbol TEXT NOT NULL, decimals INTEGER NOT NULL, PRIMARY KEY (chain_id, address));
      CREATE TABLE history_account_txs (chain_id BIGINT NOT NULL, address TEXT NOT NULL, block_number BIGINT NOT NULL,
        tx_index INTEGER NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (chain_id, address, block_number, tx_index))
    `,
  },
  {
    version: 3,
    name: 'analytics events',
    sql: `
      CREATE TABLE analytics_events (seq BIGSERIAL PRIMARY KEY, project_id TEXT NOT NULL, event_id TEXT NOT NULL,
        received_at BIGINT NOT NULL, event TEXT NOT NULL, UNIQUE (project_id, event_id))
    `,
  },
  {
    version: 4,
    name: 'siwx nonces and sessions',
    // A session's id is a bearer secret: only its SHA-256 is stored, as with the auth sessions.
    sql: `
      CREATE TABLE siwx_nonces (nonce TEXT PRIMARY KEY, project_id TEXT NOT NULL, expires_at BIGINT NOT NULL);
      CREATE INDEX siwx_nonces_expires_at ON siwx_nonces (expires_at);
      CREATE TABLE siwx_sessions (id_hash TEXT PRIMARY KEY, project_id TEXT NOT NULL, chain_id TEXT NOT NULL,
        address TEXT NOT NULL, domain TEXT NOT NULL, uri TEXT NOT NULL, message TEXT NOT NULL, signature TEXT NOT NULL,
        created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, revoked_at BIGINT)
    `,
  },
  {
    version: 5,
    name: 'profile names',
    // One row per name (lower case, with its zone); an address may hold several, the newest is its
    // primary name. The signed message and signature are kept as the proof of the registration.
    sql: `
      CREATE TABLE profile_names (name TEXT PRIMARY KEY, address TEXT NOT NULL, coin_type BIGINT NOT NULL,
        attributes TEXT NOT NULL, message TEXT NOT NULL, signature TEXT NOT NULL, registered_at BIGINT NOT NULL);
      CREATE INDEX profile_names_address ON profile_names (address, registered_at)
    `,
  },
  {
    version: 6,
    name: 'email captures',
    // One verified address per project and wallet address (lower case); a newer verification replaces it.
    sql: `
      CREATE TABLE email_captures (project_id TEXT NOT NULL, address TEXT NOT NULL, email TEXT NOT NULL,
        verified_at BIGINT NOT NULL, PRIMARY KEY (project_id, address))
    `,
  },
  {
    version: 7,
    name: 'solana history',
    // Solana's RPC lists transactions per account, so its history is indexed per owner (its wallet
    // and its token accounts, each with how far it has been read); an entry holds the balance changes.
    sql: `
      CREATE TABLE solana_history (network TEXT NOT NULL, owner TEXT NOT NULL, signature TEXT NOT NULL,
        slot BIGINT NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (network, owner, signature));
      CREATE INDEX solana_history_page ON solana_history (network, owner, slot, signature);
      CREATE TABLE solana_history_cursors (network TEXT NOT NULL, account TEXT NOT NULL,
        newest_signature TEXT NOT NULL, PRIMARY KEY (network, account))
    `,
  },
  {
    version: 8,
    name: 'history start block',
    // A chain is indexed from a start block (by default the head when the API first saw it), not
    // from block 0; until its first block is stored, the chain's row has no last block. Rows indexed
    // before this version started at block 0.
    sql: `
      ALTER TABLE history_chains ADD COLUMN first_block BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE history_chains ALTER COLUMN last_block DROP NOT NULL;
      ALTER TABLE history_chains ALTER COLUMN last_hash DROP NOT NULL
    `,
  },
  {
    version: 9,
    name: 'counters unlogged',
    // Rate-limit counts are written on nearly every request. Logged, each hit waited for a disk sync
    // (and PGlite runs on the server's one thread, so every other request waited with it). Unlogged
    // writes need no sync; the price is that a crash (not a clean stop) empties the table, which
    // restarts every window, a bounded gift next to a sync per request.
    sql: 'ALTER TABLE counters SET UNLOGGED',
  },
  {
    version: 10,
    name: 'auth identities',
    // A user may sign in with several provider accounts: each (provider, subject) names one user. The
    // e-mail is the one the provider asserted verified, kept so another provider asserting the same
    // address finds the user. Users created before this version bring their own provider account.
    sql: `
      CREATE TABLE identities (provider TEXT NOT NULL, subject TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users (id),
        email TEXT, created_at BIGINT NOT NULL, PRIMARY KEY (provider, subject));
      CREATE INDEX identities_user_id ON identities (user_id);
      CREATE INDEX identities_email ON identities (email) WHERE email IS NOT NULL;
      INSERT INTO identities (provider, subject, user_id, email, created_at)
        SELECT provider, subject, id, NULL, created_at FROM users WHERE subject IS NOT NULL AND provider <> 'email'
    `,
  },
]
