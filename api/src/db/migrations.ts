import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { runStatements } from './run-statements';
import { m019_reservation_caps } from './migration-019-reservation-caps';
import { m020_promo_limits } from './migration-020-promo-limits';
import { m021_card_token_encryption } from './migration-021-card-token-encryption';
import { m022_one_paid_payment } from './migration-022-one-paid-payment';
import { m023_bot_messages } from './migration-023-bot-messages';

/**
 * Migrations in plain SQL: the same text runs on PGlite and on PostgreSQL, and column names are
 * the snake_case that Kysely's CamelCasePlugin maps to the contracts' field names.
 */

const m001_catalogue: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE merchants (
        id serial PRIMARY KEY,
        sub text NOT NULL UNIQUE,
        name text NOT NULL,
        domain text UNIQUE,
        logo text,
        color text,
        yandex_delivery_key text,
        iiko_api_login text,
        iiko_organization_id text,
        yandex_map_key text,
        app_id text,
        sms_gateway text CHECK (sms_gateway IN ('PLAY_MOBILE', 'ESKIZ')),
        sms_username text,
        sms_password text,
        bot_token text,
        bot_username text,
        is_active boolean NOT NULL DEFAULT true,
        deleted boolean NOT NULL DEFAULT false,
        latitude double precision,
        longitude double precision,
        main_city_id integer,
        catalog_version integer NOT NULL DEFAULT 1,
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE web_settings (
        merchant_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
        settings jsonb NOT NULL
      );
      CREATE TABLE policies (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY')),
        text jsonb NOT NULL,
        UNIQUE (merchant_id, type)
      );
      CREATE TABLE brands (
        id serial PRIMARY KEY,
        catalog_merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name text NOT NULL,
        domain_url text,
        color text,
        image text
      );
      CREATE TABLE cities (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name jsonb NOT NULL,
        description text,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        is_main boolean NOT NULL DEFAULT false,
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX cities_merchant ON cities (merchant_id);
      CREATE TABLE branches (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        city_id integer NOT NULL REFERENCES cities(id),
        name jsonb NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        address text,
        open text,
        close text,
        phone text,
        booking_phone text,
        is_active boolean NOT NULL DEFAULT true,
        is_main boolean NOT NULL DEFAULT false,
        deleted boolean NOT NULL DEFAULT false,
        delivery_start text,
        delivery_end text,
        settings jsonb NOT NULL,
        work_hours jsonb NOT NULL,
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX branches_merchant ON branches (merchant_id);
      CREATE TABLE delivery_areas (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        city_id integer NOT NULL REFERENCES cities(id),
        name text NOT NULL,
        polygon jsonb NOT NULL,
        color text,
        price integer NOT NULL CHECK (price >= 0)
      );
      CREATE INDEX delivery_areas_city ON delivery_areas (merchant_id, city_id);
      CREATE TABLE product_groups (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name jsonb NOT NULL,
        icon text,
        image text,
        bg_color text,
        icon_bg_color text,
        priority integer NOT NULL DEFAULT 0
      );
      CREATE TABLE categories (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        group_id integer REFERENCES product_groups(id) ON DELETE SET NULL,
        name jsonb NOT NULL,
        image text,
        priority integer NOT NULL DEFAULT 0,
        text_color text,
        view_type text NOT NULL CHECK (view_type IN ('BIG', 'MEDIUM', 'SMALL')),
        is_without_cart boolean NOT NULL DEFAULT false,
        scroll_type text NOT NULL CHECK (scroll_type IN ('VERTICAL', 'HORIZONTAL')),
        navigation_type text NOT NULL CHECK (navigation_type IN ('SHEET', 'POP_UP', 'FULL_SCREEN'))
      );
      CREATE INDEX categories_merchant ON categories (merchant_id);
      CREATE TABLE products (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        name jsonb NOT NULL,
        description jsonb,
        image text,
        gallery jsonb NOT NULL DEFAULT '[]',
        cost_price integer NOT NULL CHECK (cost_price >= 0),
        discount integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
        priority integer NOT NULL DEFAULT 0,
        type text NOT NULL CHECK (type IN ('NONE', 'MODIFICATION')),
        unit text NOT NULL CHECK (unit IN ('KG', 'LITER', 'GRAMM', 'COUNT')),
        measure double precision,
        calorie integer,
        active boolean NOT NULL DEFAULT true,
        is_cart_recommendation boolean NOT NULL DEFAULT false,
        delivery_enabled boolean NOT NULL DEFAULT true,
        labels jsonb NOT NULL DEFAULT '[]',
        tags jsonb NOT NULL DEFAULT '[]',
        systems jsonb NOT NULL DEFAULT '[]',
        modification_groups jsonb NOT NULL DEFAULT '[]',
        time_cooking_min integer,
        time_cooking_max integer,
        amount integer NOT NULL DEFAULT 1,
        barcode text,
        mxic_code text
      );
      CREATE INDEX products_merchant ON products (merchant_id);
      CREATE TABLE product_branches (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        is_active boolean NOT NULL DEFAULT true,
        amount integer,
        UNIQUE (product_id, branch_id)
      );
      CREATE TABLE product_grades (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        user_id integer,
        grade integer NOT NULL CHECK (grade BETWEEN 1 AND 5)
      );
      CREATE INDEX product_grades_merchant ON product_grades (merchant_id);
      CREATE TABLE media (
        key text PRIMARY KEY,
        content_type text NOT NULL,
        data bytea NOT NULL,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE promos (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        code text NOT NULL,
        discount_type text NOT NULL CHECK (discount_type IN ('AMOUNT', 'PERCENTAGE')),
        product_discount integer NOT NULL DEFAULT 0,
        delivery_discount integer NOT NULL DEFAULT 0,
        min_price integer,
        start_date timestamptz,
        end_date timestamptz,
        is_active boolean NOT NULL DEFAULT true,
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX promos_code ON promos (merchant_id, upper(code));
      CREATE TABLE delivery_settings (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL UNIQUE REFERENCES merchants(id) ON DELETE CASCADE,
        city_id integer,
        is_service_fee_enabled boolean NOT NULL DEFAULT false,
        is_service_fee_free_above_threshold boolean NOT NULL DEFAULT false,
        service_fee_threshold integer NOT NULL DEFAULT 0,
        service_fee_amount integer NOT NULL DEFAULT 0,
        minimal_delivery_price integer NOT NULL DEFAULT 0,
        telegram text,
        website text,
        application text
      );
      CREATE TABLE vacancies (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        title jsonb NOT NULL,
        description jsonb NOT NULL,
        salary text,
        is_active boolean NOT NULL DEFAULT true
      );
    `);
  },
};

/**
 * Customers, their bearer tokens (only SHA-256 hashes are stored) and their orders. Orders carry
 * what spec §3 "Order (server)" needs to answer the contracts' `Order`, plus the idempotency key
 * and request hash order creation uses (same key, same body → the same order).
 */
const m002_users: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE users (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        phone text,
        first_name text,
        last_name text,
        email text,
        birthday text,
        gender text CHECK (gender IN ('MALE', 'FEMALE')),
        image text,
        role text NOT NULL DEFAULT 'CUSTOMER',
        cashback integer NOT NULL DEFAULT 0 CHECK (cashback >= 0),
        is_active boolean NOT NULL DEFAULT true,
        telegram_id bigint,
        language text CHECK (language IN ('uz', 'ru', 'eng')),
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_merchant_telegram UNIQUE (merchant_id, telegram_id)
      );
      CREATE UNIQUE INDEX users_merchant_phone ON users (merchant_id, phone) WHERE phone IS NOT NULL;
      CREATE TABLE auth_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        created_date timestamptz NOT NULL DEFAULT now(),
        last_used_date timestamptz,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX auth_tokens_user ON auth_tokens (user_id);
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        user_id integer REFERENCES users(id),
        number text,
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN (
          'OPEN', 'ACCEPTED', 'CANCELED', 'CREATED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED', 'ATTACHED', 'AT_TIME')),
        source text NOT NULL CHECK (source IN (
          'LAPOSTER', 'OPERATOR', 'INSTAGRAM', 'CLIENT_APP', 'TELEGRAM_BOT', 'CLIENT', 'CLIENT_WEB', 'CLIENT_IOS',
          'CLICK_MINI_APP', 'CLIENT_ANDROID', 'CLIENT_WEB_MOBILE', 'CLIENT_WEB_DESKTOP', 'INTEGRATION_APP')),
        service_type text NOT NULL CHECK (service_type IN ('DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24')),
        payment_type text NOT NULL CHECK (payment_type IN (
          'CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER', 'CLICK_MINI_APP')),
        payment_id integer,
        branch_id integer REFERENCES branches(id),
        city_id integer REFERENCES cities(id),
        address jsonb,
        entrance jsonb,
        dine_in jsonb,
        comment text,
        courier_comment text,
        note text,
        promo_id integer REFERENCES promos(id),
        promo_code text,
        cashback integer NOT NULL DEFAULT 0 CHECK (cashback >= 0),
        totals jsonb NOT NULL,
        cart_items jsonb NOT NULL,
        is_paid boolean NOT NULL DEFAULT false,
        send_cheque boolean NOT NULL DEFAULT false,
        send_cheque_phone text,
        order_device text,
        delivery_type text,
        delivery_tariff_id integer,
        delivery_type_comment text,
        distance double precision,
        at_time timestamptz,
        accepted_time timestamptz,
        cooking_time timestamptz,
        ready_time timestamptz,
        delivery_at timestamptz,
        delivered_at timestamptz,
        courier_id integer,
        courier_paid boolean,
        courier_status text CHECK (courier_status IN (
          'PERFORMER_LOOK_UP', 'FOUND', 'NOT_FOUND', 'PICK_UP_ARRIVED', 'PICKUPED', 'ARRIVED', 'DELIVERED_FINISH',
          'RETURNING', 'RETURN_ARRIVED', 'RETURNED_FINISH', 'NEW_ORDER', 'ESTIMATING_FAILED', 'READY_FOR_APPROVAL',
          'FAILED', 'CANCELLED', 'ACCEPTED', '')),
        eats_id text,
        reason_codes jsonb,
        grade integer CHECK (grade BETWEEN 1 AND 5),
        operator_id integer,
        poster_order_id text,
        poster_error_message text,
        idempotency_key text,
        request_hash text,
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_idempotency UNIQUE (merchant_id, user_id, idempotency_key)
      );
      CREATE UNIQUE INDEX orders_merchant_number ON orders (merchant_id, number) WHERE number IS NOT NULL;
      CREATE INDEX orders_customer ON orders (merchant_id, user_id, created_date DESC, id DESC);
    `);
  },
};

/**
 * A customer's favourite products: one row per user and product, so marking twice
 * keeps one; the merchant is stored with it so every read is scoped by tenant as well as by user.
 */
const m003_favourites: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE favourites (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        created_date timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT favourites_user_product UNIQUE (user_id, product_id)
      );
      CREATE INDEX favourites_customer ON favourites (merchant_id, user_id, created_date DESC, id DESC);
      CREATE INDEX favourites_product ON favourites (product_id);
    `);
  },
};

/**
 * Online payments. `payment_providers`: one row per merchant and provider with
 * the merchant's credentials (secrets: never answered by any route). `payments`: one attempt to pay
 * an order through a provider, amount in so'm; `public_id` is the unguessable id of links (the
 * simulated provider page), `provider_payment_id` the provider's own id (Click click_trans_id, Uzum
 * orderId); `mode` says whether the attempt went to the real provider or to the simulated page.
 */
const m004_payments: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE payment_providers (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('CLICK', 'PAYME', 'UZUM')),
        credentials jsonb NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        test_mode boolean NOT NULL DEFAULT false,
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payment_providers_merchant_type UNIQUE (merchant_id, type)
      );
      CREATE TABLE payments (
        id serial PRIMARY KEY,
        public_id text NOT NULL UNIQUE,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('CLICK', 'PAYME', 'UZUM')),
        mode text NOT NULL CHECK (mode IN ('SIMULATED', 'LIVE')),
        amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'FAILED')),
        provider_payment_id text,
        return_url text NOT NULL,
        paid_at timestamptz,
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX payments_order ON payments (order_id, provider, status);
      CREATE UNIQUE INDEX payments_provider_id ON payments (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL;
    `);
  },
};

/**
 * Phone-code login: one row per code sent, which is also the record of sends the per-phone
 * and per-IP limits count, so they hold across restarts and instances. Only a salted HMAC of the code
 * is stored. `sms_outbox` holds the messages of the development gateway (SMS_MODE other than live).
 */
const m005_login_codes: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE login_codes (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        phone text NOT NULL CHECK (phone ~ '^998[0-9]{9}$'),
        ip text NOT NULL,
        code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
        salt text NOT NULL,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX login_codes_phone ON login_codes (phone, created_at DESC);
      CREATE INDEX login_codes_ip ON login_codes (ip, created_at DESC);
      CREATE INDEX login_codes_latest ON login_codes (merchant_id, phone, id DESC);
      CREATE TABLE sms_outbox (
        id serial PRIMARY KEY,
        merchant_id integer REFERENCES merchants(id) ON DELETE CASCADE,
        phone text NOT NULL,
        text text NOT NULL,
        gateway text,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id DESC);
    `);
  },
};

/** Saved delivery addresses of a customer (spec §3 Address), scoped by merchant and user. */
const m006_addresses: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE addresses (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('HOUSE', 'APARTMENT')),
        name text,
        street_name text,
        details text,
        description text,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        city_id integer REFERENCES cities(id) ON DELETE SET NULL,
        house_number text,
        created_date timestamptz NOT NULL DEFAULT now(),
        last_modified_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX addresses_customer ON addresses (merchant_id, user_id, id);
    `);
  },
};

/**
 * Proof of a phone for Telegram customers. The merchant's bot receives the contact a customer shares
 * (its webhook is authenticated by the secret token the operator set with setWebhook, stored here
 * only as a SHA-256 hash), and that contact, matched by Telegram user id, is what binds a phone to a
 * Telegram account. Phones attached earlier by the Mini App's own word were never proven, so they are
 * cleared: their owners share the contact again or confirm it by SMS.
 */
const m007_telegram_contacts: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      ALTER TABLE merchants ADD COLUMN bot_webhook_secret_hash text UNIQUE CHECK (bot_webhook_secret_hash ~ '^[0-9a-f]{64}$');
      CREATE TABLE telegram_contacts (
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        telegram_id bigint NOT NULL,
        phone text NOT NULL CHECK (phone ~ '^998[0-9]{9}$'),
        first_name text,
        last_name text,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (merchant_id, telegram_id)
      );
      UPDATE users SET phone = NULL, last_modified_date = now() WHERE telegram_id IS NOT NULL AND phone IS NOT NULL
    `);
  },
};

/**
 * Counters of the abuse limits (api/src/limits), in the layout rate-limiter-flexible's Postgres
 * limiter reads: one row per key, points in the current window, the window's end in epoch ms.
 */
const m008_rate_limits: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );
      CREATE INDEX rate_limits_expire ON rate_limits (expire)
    `);
  },
};

/**
 * The life of an order after it is placed: every change of its status or its courier's is a row
 * of `order_history` (spec §4 event kinds), the courier the merchant's systems report is kept on
 * the order, and each merchant's systems authenticate with an integration key stored as a hash.
 */
const m009_order_lifecycle: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE order_history (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('PAID', 'UPDATE', 'PAID_AND_CHANGE_STATUS', 'CHANGE_STATUS', 'CHANGE_COURIER_STATUS', 'CHANGE_PAYMENT_TYPE', 'CHANGE_DELIVERY_TYPE')),
        actor text NOT NULL CHECK (actor IN ('CUSTOMER', 'MERCHANT', 'COURIER', 'PAYMENT', 'TIME')),
        from_status text,
        to_status text,
        courier_status text,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX order_history_order ON order_history (order_id, id);
      ALTER TABLE orders ADD COLUMN courier jsonb;
      ALTER TABLE merchants ADD COLUMN integration_key_hash text UNIQUE CHECK (integration_key_hash ~ '^[0-9a-f]{64}$');
      ALTER TABLE orders ADD COLUMN cancel_reason text;
      ALTER TABLE payments DROP CONSTRAINT payments_status_check;
      ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'REFUND_PENDING'))
    `);
  },
};

/**
 * A saved address keeps the entrance info the customer gave it (office, domophone, entrance, floor,
 * comment), so choosing it again fills the checkout's entrance fields.
 */
const m010_address_entrance: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      ALTER TABLE addresses ADD COLUMN entrance jsonb
    `);
  },
};

/**
 * Booking features (issue 13). A branch's tables (their seats are its booking capacity; their ids are
 * what a table's QR code names); reservations, each holding one table for its time, guarded against
 * double booking by locking the branch's tables while one is taken (see domains/booking) and by a
 * unique start per table; dine-in guests' waiter calls; job applications; vacancies' salaries in
 * every language.
 */
const m012_booking: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE branch_tables (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        name text NOT NULL,
        seats integer NOT NULL CHECK (seats BETWEEN 1 AND 100),
        is_active boolean NOT NULL DEFAULT true,
        UNIQUE (branch_id, name)
      );
      CREATE INDEX branch_tables_branch ON branch_tables (merchant_id, branch_id);
      CREATE TABLE reservations (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        table_id integer NOT NULL REFERENCES branch_tables(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date text NOT NULL,
        time text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        guests integer NOT NULL CHECK (guests >= 1),
        name text NOT NULL,
        phone text NOT NULL,
        comment text,
        status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CANCELED')),
        canceled_date timestamptz,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX reservations_one_per_table_start ON reservations (table_id, starts_at) WHERE status = 'ACTIVE';
      CREATE INDEX reservations_table_time ON reservations (table_id, starts_at, ends_at);
      CREATE INDEX reservations_user ON reservations (merchant_id, user_id, starts_at);
      CREATE TABLE waiter_calls (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        table_id integer NOT NULL REFERENCES branch_tables(id) ON DELETE CASCADE,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        reason text NOT NULL CHECK (reason IN ('BILL', 'WAITER', 'OTHER')),
        status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'ACKNOWLEDGED')),
        key_hash text NOT NULL,
        created_date timestamptz NOT NULL DEFAULT now(),
        acknowledged_date timestamptz
      );
      CREATE INDEX waiter_calls_table ON waiter_calls (table_id, created_date);
      CREATE INDEX waiter_calls_open ON waiter_calls (status, created_date);
      CREATE TABLE vacancy_applications (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        vacancy_id integer NOT NULL REFERENCES vacancies(id) ON DELETE CASCADE,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        name text NOT NULL,
        phone text NOT NULL,
        message text,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX vacancy_applications_vacancy ON vacancy_applications (merchant_id, vacancy_id);
      ALTER TABLE vacancies ADD COLUMN salary_text jsonb
    `);
  },
};

/**
 * Payments confirmed back by the providers: Payme's Merchant API keeps its own transactions (its
 * id, its time, a state of 1, 2, -1 or -2 and the reason of a cancel, times in milliseconds as Payme
 * counts them), at most one waiting per order; a payment can end REFUNDED; and the order carries
 * the outcome of its latest payment for the customer's page.
 */
const m013_payment_confirmations: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE payme_transactions (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        payment_id integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
        payme_id text NOT NULL,
        payme_time bigint NOT NULL,
        amount bigint NOT NULL,
        state smallint NOT NULL CHECK (state IN (1, 2, -1, -2)),
        reason smallint,
        create_time bigint NOT NULL,
        perform_time bigint NOT NULL DEFAULT 0,
        cancel_time bigint NOT NULL DEFAULT 0,
        UNIQUE (merchant_id, payme_id)
      );
      CREATE UNIQUE INDEX payme_transactions_one_waiting ON payme_transactions (order_id) WHERE state = 1;
      CREATE INDEX payme_transactions_statement ON payme_transactions (merchant_id, create_time);
      ALTER TABLE payments DROP CONSTRAINT payments_status_check;
      ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'REFUND_PENDING', 'REFUNDED'));
      ALTER TABLE orders ADD COLUMN payment_status text CHECK (payment_status IN ('AWAITING', 'PAID', 'CANCELLED', 'REFUNDED'))
    `);
  },
};

/**
 * What a customer's account earns and says: every movement of the cashback balance, tied to its
 * order (each kind at most once per order, so a repeated status change never pays twice), and one
 * review per order whose product stars join the products' grades.
 */
const m015_account_rewards: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE cashback_history (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        order_id integer REFERENCES orders(id) ON DELETE SET NULL,
        kind text NOT NULL CHECK (kind IN ('EARNED', 'SPENT', 'RETURNED')),
        amount integer NOT NULL,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX cashback_history_once_per_order ON cashback_history (order_id, kind) WHERE order_id IS NOT NULL;
      CREATE INDEX cashback_history_user ON cashback_history (user_id, id);
      CREATE TABLE order_reviews (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        grade smallint NOT NULL CHECK (grade BETWEEN 1 AND 5),
        comment text,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE product_grades ADD COLUMN order_id integer REFERENCES orders(id) ON DELETE CASCADE;
      CREATE UNIQUE INDEX product_grades_order_product ON product_grades (order_id, product_id) WHERE order_id IS NOT NULL
    `);
  },
};

/**
 * The home page's own content: stories (a cover and portrait slides) and banners, each with a
 * link to a product, a category or a page, ordered by priority and shown between optional dates.
 */
const m016_home_content: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE stories (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        title jsonb NOT NULL,
        cover text NOT NULL,
        slides jsonb NOT NULL,
        priority integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        start_date timestamptz,
        end_date timestamptz,
        updated_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX stories_merchant ON stories (merchant_id, priority);
      CREATE TABLE banners (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        image text NOT NULL,
        title jsonb,
        link jsonb NOT NULL,
        priority integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        start_date timestamptz,
        end_date timestamptz
      );
      CREATE INDEX banners_merchant ON banners (merchant_id, priority)
    `);
  },
};

/**
 * Saved cards (Payme's Subscribe API): the card number goes from the browser to the provider, never
 * here; a card is kept as the provider's token, its masked number (first six and last four digits
 * at most, checked), its expiry MM/YY and its system, per merchant and customer. An order paid
 * with one and refused by the provider keeps the refusal for the customer's order page.
 */
const m014_saved_cards: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE saved_cards (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token text NOT NULL,
        number text NOT NULL CHECK (number ~ '^[0-9]{4,6}[*]{6,}[0-9]{4}$'),
        expire text NOT NULL CHECK (expire ~ '^[0-9]{2}/[0-9]{2}$'),
        type text NOT NULL CHECK (type IN ('UZCARD', 'HUMO')),
        created_date timestamptz NOT NULL DEFAULT now(),
        UNIQUE (merchant_id, token)
      );
      CREATE INDEX saved_cards_owner ON saved_cards (merchant_id, user_id, id);
      ALTER TABLE orders ADD COLUMN payment_refusal text
    `);
  },
};

/**
 * The live stream's events: one row per change of an order (status, courier) or notification,
 * written in the same transaction as the change, its id the stream's `id:` (so a reconnecting page
 * replays by Last-Event-ID). `data` is the order's live state after the change (the contracts'
 * OrderEvent) or the notification. Notifications: order status changes and merchants' messages,
 * read or not.
 */
const m011_order_events: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE order_events (
        id bigserial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        order_id integer REFERENCES orders(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('order', 'notification')),
        data jsonb NOT NULL,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX order_events_customer ON order_events (merchant_id, user_id, id);
      CREATE INDEX order_events_created ON order_events (created_date);
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('ORDER_STATUS', 'MESSAGE')),
        order_id integer REFERENCES orders(id) ON DELETE CASCADE,
        order_number text,
        status text,
        text text,
        read_at timestamptz,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX notifications_customer ON notifications (merchant_id, user_id, id)
    `);
  },
};

/** Merchant pages of their own (`/extra`, `/extra2`): two more policy types beside the three of the spec. */
const m017_extra_pages: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      ALTER TABLE policies DROP CONSTRAINT policies_type_check;
      ALTER TABLE policies ADD CONSTRAINT policies_type_check CHECK (type IN ('TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY', 'EXTRA', 'EXTRA2'))
    `);
  },
};

/**
 * The customer's chat with the merchant (settings.chatActive): in general or about one order,
 * written by the customer or by the merchant's systems (integration API); each message is also an
 * event of the customer's live stream, so order_events learns the kind 'chat'.
 */
const m018_chat: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE chat_messages (
        id serial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        order_id integer REFERENCES orders(id) ON DELETE CASCADE,
        author text NOT NULL CHECK (author IN ('CUSTOMER', 'MERCHANT')),
        text text NOT NULL,
        read_at timestamptz,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX chat_messages_customer ON chat_messages (merchant_id, user_id, id);
      CREATE INDEX chat_messages_order ON chat_messages (merchant_id, user_id, order_id, id);
      ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
      ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('order', 'notification', 'chat'))
    `);
  },
};

export const migrations: Record<string, Migration> = {
  '001_catalogue': m001_catalogue,
  '002_users': m002_users,
  '003_favourites': m003_favourites,
  '004_payments': m004_payments,
  '005_login_codes': m005_login_codes,
  '006_addresses': m006_addresses,
  '007_telegram_contacts': m007_telegram_contacts,
  '008_rate_limits': m008_rate_limits,
  '009_order_lifecycle': m009_order_lifecycle,
  '010_address_entrance': m010_address_entrance,
  '011_order_events': m011_order_events,
  '012_booking': m012_booking,
  '013_payment_confirmations': m013_payment_confirmations,
  '014_saved_cards': m014_saved_cards,
  '015_account_rewards': m015_account_rewards,
  '016_home_content': m016_home_content,
  '017_extra_pages': m017_extra_pages,
  '018_chat': m018_chat,
  '019_reservation_caps': m019_reservation_caps,
  '020_promo_limits': m020_promo_limits,
  '021_card_token_encryption': m021_card_token_encryption,
  '022_one_paid_payment': m022_one_paid_payment,
  '023_bot_messages': m023_bot_messages,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
