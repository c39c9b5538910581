import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * Migrations in plain SQL: the same text runs on PGlite and on PostgreSQL, and column names are
 * the snake_case that Kysely's CamelCasePlugin maps to the contracts' field names.
 */
async function runStatements(db: Kysely<any>, script: string) {
  // One statement per call: PGlite prepares every query, and a prepared statement holds one command.
  for (const statement of script.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}

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

export const migrations: Record<string, Migration> = {
  '001_catalogue': m001_catalogue,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
