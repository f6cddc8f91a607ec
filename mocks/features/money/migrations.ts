import type { Migration } from '../../db/migration'

/**
 * Money (issue 10): keyed append-only ledger, orders paid with money, coupons, check-in, expert
 * withdrawal, VIP picks and their coin purchases, sales held until a 不中退 prediction settles.
 * After the expert list: purchases of predictions live in its prediction_purchases table.
 * Tables name prediction ids without a foreign key on purpose: the experts domain rebuilds its
 * predictions table in migrations, which a reference from here would block.
 */
export const moneyMigrations: Migration[] = [
  {
    // the ledger was made by account's user_001 before; a database made since gets it here (same shape)
    name: 'money_000_ledger',
    sql: `
      -- amount and balance in whole coins (kind coin) or fen (kind money)
      CREATE TABLE IF NOT EXISTS ledger (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL CHECK (kind IN ('coin', 'money')),
        amount INTEGER NOT NULL,
        balance INTEGER NOT NULL,
        title TEXT NOT NULL,
        ref TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS ledger_user ON ledger(user_id, kind, id);
    `,
  },
  {
    name: 'money_001_ledger_orders_coupons_checkin_withdrawals_vip_picks',
    sql: `
      -- the wallet columns account's user_001 once added to users, so that a fresh database reaches
      -- money_003 (which moves them into wallets) with the same columns as one made before
      ALTER TABLE users ADD COLUMN coins INTEGER NOT NULL DEFAULT 0;
      -- cash balance in fen (cents): integer money, no float drift
      ALTER TABLE users ADD COLUMN money_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN vip_expire_at INTEGER;

      -- every ledger entry carries a unique idempotency key (order number, checkin:<user>:<day>, ...):
      -- posting the same key twice changes nothing. Entries written before keys existed (or by callers
      -- that give none) get 'entry:<id>'.
      ALTER TABLE ledger ADD COLUMN idem_key TEXT;
      UPDATE ledger SET idem_key = 'entry:' || id;
      CREATE UNIQUE INDEX ledger_idem_key ON ledger(idem_key);
      CREATE TRIGGER ledger_default_key AFTER INSERT ON ledger WHEN NEW.idem_key IS NULL
      BEGIN
        UPDATE ledger SET idem_key = 'entry:' || NEW.id WHERE id = NEW.id;
      END;
      -- append-only: an entry is never changed (beyond receiving its default key) nor removed
      CREATE TRIGGER ledger_append_only_update BEFORE UPDATE ON ledger WHEN OLD.idem_key IS NOT NULL
      BEGIN
        SELECT RAISE(ABORT, 'ledger is append-only');
      END;
      CREATE TRIGGER ledger_append_only_delete BEFORE DELETE ON ledger
      BEGIN
        SELECT RAISE(ABORT, 'ledger is append-only');
      END;

      CREATE TABLE coupon_batches (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
        -- an order's list price must reach it; above the amount, so an order never costs 0
        threshold_fen INTEGER NOT NULL CHECK (threshold_fen > amount_fen),
        stock INTEGER NOT NULL CHECK (stock > 0),
        -- claiming decrements it with a guarded UPDATE: it never goes below zero
        stock_left INTEGER NOT NULL CHECK (stock_left >= 0 AND stock_left <= stock),
        per_user_limit INTEGER NOT NULL CHECK (per_user_limit >= 1),
        starts_at INTEGER NOT NULL,
        ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
        created_at INTEGER NOT NULL,
        -- the server's own monthly batches: 'welcome_vip:2026-11'; NULL for operator batches
        seed_key TEXT UNIQUE
      );
      CREATE INDEX coupon_batches_open ON coupon_batches(ends_at);

      CREATE TABLE user_coupons (
        id INTEGER PRIMARY KEY,
        batch_id INTEGER NOT NULL REFERENCES coupon_batches(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        claimed_at INTEGER NOT NULL,
        -- the order holding it (unpaid) or paid with it; NULL again when that order closes unpaid
        order_no TEXT,
        used_at INTEGER
      );
      CREATE INDEX user_coupons_user ON user_coupons(user_id, batch_id);

      CREATE TABLE pay_orders (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        product_kind TEXT NOT NULL CHECK (product_kind IN ('vip', 'coins')),
        product_id TEXT NOT NULL,
        title TEXT NOT NULL,
        original_fen INTEGER NOT NULL CHECK (original_fen > 0),
        discount_fen INTEGER NOT NULL DEFAULT 0 CHECK (discount_fen >= 0),
        amount_fen INTEGER NOT NULL CHECK (amount_fen > 0 AND amount_fen = original_fen - discount_fen),
        coins INTEGER NOT NULL DEFAULT 0,
        vip_days INTEGER NOT NULL DEFAULT 0,
        user_coupon_id INTEGER REFERENCES user_coupons(id),
        status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'closed', 'refunded')),
        pay_method TEXT CHECK (pay_method IN ('wechat', 'alipay')),
        -- the payment provider's transaction number (from the notification)
        trade_no TEXT UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        paid_at INTEGER,
        closed_at INTEGER,
        refunded_at INTEGER
      );
      CREATE INDEX pay_orders_user ON pay_orders(user_id, id);
      -- "which unpaid orders are past their 15 minutes" stays one index probe
      CREATE INDEX pay_orders_open ON pay_orders(expires_at) WHERE status = 'created';

      CREATE TABLE checkins (
        user_id INTEGER NOT NULL REFERENCES users(id),
        -- Beijing calendar day 'YYYY-MM-DD': one check-in per user and day, kept by the key
        day TEXT NOT NULL,
        streak INTEGER NOT NULL,
        reward INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, day)
      );

      CREATE TABLE withdrawals (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
        account TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
        reason TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      -- at most one pending request per expert, even under a double submit
      CREATE UNIQUE INDEX withdrawals_one_pending ON withdrawals(user_id) WHERE status = 'pending';
      CREATE INDEX withdrawals_user ON withdrawals(user_id, id);

      CREATE TABLE vip_picks (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('double', 'single')),
        -- Beijing day the pick is for
        day TEXT NOT NULL,
        slot INTEGER NOT NULL,
        title TEXT NOT NULL,
        teaser TEXT NOT NULL,
        price INTEGER NOT NULL CHECK (price > 0),
        start_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (day, kind, slot)
      );
      CREATE TABLE vip_pick_legs (
        pick_id INTEGER NOT NULL REFERENCES vip_picks(id),
        position INTEGER NOT NULL,
        prediction_id INTEGER NOT NULL,
        PRIMARY KEY (pick_id, position)
      );
      -- the days whose picks were built (a day with no fitting predictions has none, built once all the same)
      CREATE TABLE vip_pick_days (day TEXT PRIMARY KEY, built_at INTEGER NOT NULL);
      CREATE TABLE vip_pick_purchases (
        id INTEGER PRIMARY KEY,
        pick_id INTEGER NOT NULL REFERENCES vip_picks(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        order_no TEXT NOT NULL UNIQUE,
        price INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (pick_id, user_id)
      );

      -- sales of 不中退 predictions: the buyer's coins come back on a miss, the expert's share is paid
      -- on a hit or push; decided once when the prediction settles (settled_at guards the second run)
      CREATE TABLE held_sales (
        order_no TEXT PRIMARY KEY,
        prediction_id INTEGER NOT NULL,
        buyer_id INTEGER NOT NULL REFERENCES users(id),
        expert_id INTEGER NOT NULL REFERENCES users(id),
        price INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        settled_at INTEGER,
        outcome TEXT CHECK (outcome IN ('refunded', 'paid_out'))
      );
      CREATE INDEX held_sales_open ON held_sales(prediction_id) WHERE settled_at IS NULL;
    `,
  },
  {
    name: 'money_002_coupon_products_vip_shares',
    sql: `
      -- issue 16: a batch names what it pays for: coin packs ('topup') or VIP plans ('vip'), and
      -- which of them (JSON array of product ids; '[]' = every product of that kind)
      ALTER TABLE coupon_batches ADD COLUMN applies_to TEXT NOT NULL DEFAULT 'vip' CHECK (applies_to IN ('topup', 'vip'));
      ALTER TABLE coupon_batches ADD COLUMN product_ids TEXT NOT NULL DEFAULT '[]';
      UPDATE coupon_batches SET applies_to = 'topup' WHERE substr(seed_key, 1, 7) = 'top_up:';
      UPDATE coupon_batches SET product_ids = '["vip_quarter"]' WHERE substr(seed_key, 1, 12) = 'quarter_vip:';
      CREATE INDEX IF NOT EXISTS vip_pick_purchases_user ON vip_pick_purchases(user_id, created_at);
    `,
  },  {
    // the wallet leaves users for a table of money's own; a user without a row has nothing (0, 0, no VIP)
    name: 'money_003_wallets',
    sql: `
      CREATE TABLE wallets (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        coins INTEGER NOT NULL DEFAULT 0 CHECK (coins >= 0),
        -- cash balance in fen (cents): integer money, no float drift
        money_cents INTEGER NOT NULL DEFAULT 0 CHECK (money_cents >= 0),
        vip_expire_at INTEGER
      );
      INSERT INTO wallets (user_id, coins, money_cents, vip_expire_at) SELECT id, coins, money_cents, vip_expire_at FROM users;
      ALTER TABLE users DROP COLUMN coins;
      ALTER TABLE users DROP COLUMN money_cents;
      ALTER TABLE users DROP COLUMN vip_expire_at;
    `,
  },
  {
    // issue 23: every payment notification applied is kept, with its amount and what became of it:
    // 'paid' (on time), 'late_paid' (the order had closed; credited) or 'late_refunded' (the order had
    // closed and could not be delivered; the money goes back to the payment method). One row per
    // provider transaction: a repeated notification adds none.
    name: 'money_004_pay_notifications',
    sql: `
      CREATE TABLE pay_notifications (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL REFERENCES pay_orders(order_no),
        trade_no TEXT NOT NULL UNIQUE,
        method TEXT NOT NULL CHECK (method IN ('wechat', 'alipay')),
        amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
        outcome TEXT NOT NULL CHECK (outcome IN ('paid', 'late_paid', 'late_refunded')),
        received_at INTEGER NOT NULL
      );
      CREATE INDEX pay_notifications_order ON pay_notifications(order_no);
    `,
  },
  {
    // issue 25: a virtual-payment notification the server refused (unknown order, wrong amount,
    // product or event): kept with what it claimed, for the operator to refund through WeChat. Nothing
    // is credited for it. The order number is kept as sent (it may name no order here).
    name: 'money_vpay_001_pay_refusals',
    sql: `
      CREATE TABLE pay_refusals (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL,
        trade_no TEXT NOT NULL,
        event TEXT NOT NULL,
        amount_fen INTEGER NOT NULL,
        reason TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        UNIQUE (trade_no, reason)
      );
      CREATE INDEX pay_refusals_order ON pay_refusals(order_no);
    `,
  },
  {
    // issue 35: a charge the server does not keep (a second charge on a paid or refunded order, a
    // charge on a closed order that cannot be delivered, a wrong amount) is refunded at once to the
    // channel that took it, and the buyer sees it in 收支明细. At most one refund per charge: the
    // provider's transaction number is unique here, so a repeated notification refunds nothing more.
    // The stand-in WeChat keeps which order numbers it has charged (xpay_sandbox_charges): it charges
    // an order number once, even when the payment is raced.
    name: 'money_005_charge_refunds',
    sql: `
      CREATE TABLE charge_refunds (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL REFERENCES pay_orders(order_no),
        user_id INTEGER NOT NULL REFERENCES users(id),
        trade_no TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('wechat', 'alipay', 'xpay')),
        amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
        reason TEXT NOT NULL,
        charged_at INTEGER NOT NULL,
        refunded_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX charge_refunds_one_per_trade ON charge_refunds(trade_no);
      CREATE INDEX charge_refunds_user ON charge_refunds(user_id, charged_at);

      CREATE TABLE xpay_sandbox_charges (
        out_trade_no TEXT PRIMARY KEY,
        transaction_id TEXT NOT NULL UNIQUE,
        charged_at INTEGER NOT NULL
      );
    `,
  },
]
